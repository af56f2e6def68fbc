import { useInfiniteList } from '../../api/useInfiniteList';
import { useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ListSection } from '../../components/DataTable/ListSection';
import { erc721TransferTable } from './erc721TransferColumns';

/** ERC-721 transfers of an address within `?startBlock=` (inclusive) and `?endBlock=` (exclusive), set by the address tabs' range form. */
export function Erc721Transfers({ address }: { address: string }) {
  const chain = useChain();
  const { query } = useHashLocation();
  const start = query.get('startBlock') ?? '';
  const end = query.get('endBlock') ?? '';
  const params = { chainId: chain.chainId, address, ...(start ? { startBlock: start } : {}), ...(end ? { endBlock: end } : {}) };
  const list = useInfiniteList('listErc721Transfers', params, { ...erc721TransferTable, enabled: chain.ready });
  const range = start || end ? ` between blocks ${start || 'genesis'} and ${end || 'the latest'}` : '';
  return (
    <ListSection
      id="erc721-transfers"
      title="ERC-721 transfers"
      list={list}
      {...erc721TransferTable}
      emptyMessage={`No ERC-721 transfers of this address on ${chain.chainName}${range}.`}
    />
  );
}
