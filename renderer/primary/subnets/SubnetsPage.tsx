import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { subnetTable } from './subnetColumns';
import '../primary.css';

/** Every subnet and L1 of the network, from the subnets list (one request per page, not one per subnet). */
export function SubnetsPage() {
  const { network } = useChain();
  const list = useInfiniteList('listSubnets', { network }, subnetTable);
  return (
    <>
      <PageHeader title="Subnets and L1s" subtitle={`Primary Network · ${network}`} />
      {list.status === 'success' && !list.hasNextPage && (
        <p className="muted">
          {list.items.length} subnets, {list.items.filter((s) => s.isL1).length} of them L1s.
        </p>
      )}
      <DataTable
        tableId="primary-subnets"
        label="Subnets and L1s"
        list={list}
        {...subnetTable}
        emptyMessage={`No subnets on ${network}.`}
      />
    </>
  );
}
