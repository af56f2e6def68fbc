import { useInfiniteList } from '../../api/useInfiniteList';
import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { parseSortOrder, SortOrderToggle } from '../SortOrderToggle';
import { blockchainTable } from './blockchainColumns';
import '../primary.css';

/** Every blockchain registered on the P-Chain, asked in pages of up to 10,000. */
export function BlockchainsPage() {
  const { network } = useChain();
  const { query } = useHashLocation();
  const sortOrder = parseSortOrder(query.get('sort'), 'desc');
  const list = useInfiniteList('listBlockchains', { network, sortOrder }, blockchainTable);
  return (
    <>
      <PageHeader title="Blockchains" subtitle={`Primary Network · ${network}`} />
      <div className="form-row">
        <SortOrderToggle value={sortOrder} onChange={(v) => setQueryParams({ sort: v })} label="Sort by creation time" />
      </div>
      <DataTable
        tableId="primary-blockchains"
        label="Blockchains"
        list={list}
        {...blockchainTable}
        emptyMessage={`No blockchains are registered on ${network}.`}
      />
    </>
  );
}
