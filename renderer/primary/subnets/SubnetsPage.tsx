import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { subnetPath } from '../paths';
import { subnetColumns } from './subnetColumns';
import { useSubnetList, type SubnetRow } from './useSubnetList';
import '../primary.css';

const rowId = (r: SubnetRow) => r.subnetId;
const rowHref = (r: SubnetRow) => subnetPath(r.subnetId);

/** Every subnet and L1 that has a blockchain, derived from the blockchains list. */
export function SubnetsPage() {
  const { network } = useChain();
  const list = useSubnetList(network);
  const l1s = list.items.filter((r) => r.subnet?.isL1).length;
  return (
    <>
      <PageHeader title="Subnets and L1s" subtitle={`Primary Network · ${network}`} />
      {list.status === 'success' && (
        <p className="muted">
          {list.items.length} subnets with blockchains, {l1s} of them L1s. The API lists blockchains, not subnets, so a subnet without a
          blockchain does not appear here; open it by id from search.
        </p>
      )}
      <DataTable
        tableId="primary-subnets"
        label="Subnets and L1s"
        list={list}
        columns={subnetColumns}
        getRowId={rowId}
        rowHref={rowHref}
        emptyMessage={`No subnets have blockchains on ${network}.`}
        itemNoun="subnets"
      />
    </>
  );
}
