import { useCallback, useMemo } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import {
  allChainsBlockColumns,
  allChainsBlockRowId,
  allChainsTxColumns,
  allChainsTxRowId,
  blockOnChainLink,
  txOnChainLink,
} from './allChainsColumns';

/** How often the cross-chain lists look for new items, as the chain's own live lists do. */
const LIVE_POLL_MS = 4000;

/** The home page's "Across all chains": the newest blocks and transactions of every EVM chain of the network, live. */
export function AcrossAllChains() {
  const chain = useChain();
  const chains = useApiQuery('listChains', { network: chain.network }, { staleTime: 5 * 60_000 });
  const nameOf = useCallback(
    (chainId: string | undefined) => chains.data?.chains?.find((c) => c.chainId === chainId)?.chainName ?? `Chain ${chainId ?? '?'}`,
    [chains.data],
  );
  const params = useMemo(() => ({ network: chain.network }), [chain.network]);
  const blocks = useInfiniteList('listLatestBlocksAllChains', params, {
    getRowId: allChainsBlockRowId,
    pollMs: LIVE_POLL_MS,
    enabled: chain.ready,
  });
  const txs = useInfiniteList('listLatestTransactionsAllChains', params, {
    getRowId: allChainsTxRowId,
    pollMs: LIVE_POLL_MS,
    enabled: chain.ready,
  });
  const blockColumns = useMemo(() => allChainsBlockColumns(nameOf), [nameOf]);
  const txColumns = useMemo(() => allChainsTxColumns(nameOf), [nameOf]);
  return (
    <section aria-labelledby="all-chains">
      <h2 id="all-chains">Across all chains</h2>
      <div className="grid-2">
        <DataTable
          tableId="all-chains-blocks"
          label="Blocks of every chain, newest first"
          list={blocks}
          columns={blockColumns}
          getRowId={allChainsBlockRowId}
          rowHref={blockOnChainLink}
          itemNoun="blocks"
          emptyMessage={`No blocks on the chains of ${chain.network} yet.`}
          height={360}
        />
        <DataTable
          tableId="all-chains-transactions"
          label="Transactions of every chain, newest first"
          list={txs}
          columns={txColumns}
          getRowId={allChainsTxRowId}
          rowHref={txOnChainLink}
          itemNoun="transactions"
          emptyMessage={`No transactions on the chains of ${chain.network} yet.`}
          height={360}
        />
      </div>
    </section>
  );
}
