import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { useSortOrderParam } from '../../components/DataTable/sortOrderParam';
import { PageHeader } from '../../components/PageHeader';
import { blockchainTable } from './blockchainColumns';
import '../primary.css';

/** Every blockchain registered on the P-Chain, asked in pages of up to 10,000; the Created header orders them. */
export function BlockchainsPage() {
  const { network } = useChain();
  const { sortOrder, apiSort } = useSortOrderParam('sort', 'desc');
  const list = useInfiniteList('listBlockchains', { network, sortOrder }, blockchainTable);
  return (
    <>
      <PageHeader title="Blockchains" subtitle={`Primary Network · ${network}`} />
      <DataTable
        tableId="primary-blockchains"
        label="Blockchains"
        list={list}
        {...blockchainTable}
        apiSort={apiSort}
        emptyMessage={`No blockchains are registered on ${network}.`}
      />
    </>
  );
}
