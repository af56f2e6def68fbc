import { useInfiniteList } from '../../api/useInfiniteList';
import { useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { erc721TransferColumns, transferKey } from './erc721TransferColumns';
import { txLink } from '../../app/urls';

/** ERC-721 transfers of an address within `?startBlock=` (inclusive) and `?endBlock=` (exclusive), set by the address tabs' range form. */
export function Erc721Transfers({ address }: { address: string }) {
  const chain = useChain();
  const { query } = useHashLocation();
  const start = query.get('startBlock') ?? '';
  const end = query.get('endBlock') ?? '';
  const params = { chainId: chain.chainId, address, ...(start ? { startBlock: start } : {}), ...(end ? { endBlock: end } : {}) };
  const list = useInfiniteList('listErc721Transfers', params, { getRowId: transferKey, enabled: chain.ready });
  const range = start || end ? ` between blocks ${start || 'genesis'} and ${end || 'the latest'}` : '';
  return (
    <section aria-labelledby="erc721-transfers">
      <h2 id="erc721-transfers">ERC-721 transfers</h2>
      <DataTable
        tableId="erc721-transfers"
        label="ERC-721 transfers"
        list={list}
        columns={erc721TransferColumns}
        getRowId={transferKey}
        rowHref={txLink}
        itemNoun="transfers"
        emptyMessage={`No ERC-721 transfers of this address on ${chain.chainName}${range}.`}
        height={420}
      />
    </section>
  );
}
