import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../shared/bridge/channels';
import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { evmChainIdOf } from '../../../shared/network/evmChainOfSettings';
import { apiQueryOptions } from '../../api/apiQueryOptions';
import { infiniteListQuery } from '../../api/useApiInfiniteQuery';
import { checksum } from '../../components/EvmAddress';
import { prefetchTransactionLogs } from '../../evm/chainReads/useChainReads';
import { settingsQuery } from '../../settings/useSettings';
import { usedInLastMinute, useBudgetStore } from '../../state/budgetStore';
import { matchPattern, parseHash } from '../hashPath';
import { prefetchFirstRows } from './firstRows';
import { routes } from '../routes';
import { ROUTES, linkedChainOf } from '../urls';

/** A transaction hash (shared/api's HASH32, which this entry-chunk module cannot import without zod). */
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** The place a link opens on: its network, EVM chain and currency, as the page's useChain will read them. */
interface PlaceChain {
  network: Settings['network'];
  chainId: string;
  currency: Settings['currency'];
}

/**
 * What each often-opened page asks for before it can show its first screen, with the params the page itself builds
 * (the same query keys, so the page reads the prefetched answers from the cache). Only the first screen: a section
 * further down asks when it is drawn.
 */
const FIRST_SCREEN: { path: string; prefetch: (client: QueryClient, p: Record<string, string>, chain: PlaceChain) => unknown[] }[] = [
  {
    path: ROUTES.tx,
    prefetch: (c, { txHash }, { chainId }) =>
      TX_HASH.test(txHash)
        ? [
            c.prefetchQuery(apiQueryOptions('getTransaction', { chainId, txHash })),
            prefetchTransactionLogs(c, chainId, txHash).catch(() => undefined),
          ]
        : [],
  },
  {
    path: ROUTES.block,
    prefetch: (c, { blockId }, { chainId }) => [
      c.prefetchQuery(apiQueryOptions('getBlock', { chainId, blockId })),
      // The block's transactions and the next block (its link) are asked by its number; a link by number names it already.
      /^\d+$/.test(blockId) &&
        c.prefetchInfiniteQuery(infiniteListQuery('listBlockTransactions', { chainId, blockId: String(BigInt(blockId)) })),
      /^\d+$/.test(blockId) &&
        c.prefetchQuery({ ...apiQueryOptions('getBlock', { chainId, blockId: String(BigInt(blockId) + 1n) }), retry: false }),
    ],
  },
  {
    path: ROUTES.address,
    prefetch: (c, { address: raw }, { chainId, currency }) => {
      if (!isValidEvmAddress(raw)) return [];
      const address = checksum(raw);
      return [
        c.prefetchQuery(apiQueryOptions('getNativeBalance', { chainId, address, currency })),
        c.prefetchQuery(apiQueryOptions('listErc20Balances', { chainId, address, currency, pageSize: 500 })),
        c.prefetchQuery({ ...apiQueryOptions('getContractMetadata', { chainId, address }), retry: false, staleTime: 60 * 60_000 }),
        c.prefetchInfiniteQuery(infiniteListQuery('listTransactions', { chainId, address })),
      ];
    },
  },
  {
    path: ROUTES.token,
    prefetch: (c, { address: raw }, { chainId }) => {
      if (!isValidEvmAddress(raw)) return [];
      const address = checksum(raw);
      // The page asks for the transfers once the metadata says it is a token; asked together here, not one after the other.
      return [
        c.prefetchQuery({ ...apiQueryOptions('getContractMetadata', { chainId, address }), staleTime: 60 * 60_000 }),
        c.prefetchInfiniteQuery(infiniteListQuery('listTokenTransfers', { chainId, address })),
      ];
    },
  },
  // A list page's first rows: background work, one list at a time (firstRows.ts).
  { path: ROUTES.blocks, prefetch: (c, _, { chainId }) => [prefetchFirstRows(c, 'listLatestBlocks', { chainId })] },
  { path: ROUTES.transactions, prefetch: (c, _, { chainId }) => [prefetchFirstRows(c, 'listLatestTransactions', { chainId })] },
  { path: ROUTES.validators, prefetch: (c, _, { network }) => [prefetchFirstRows(c, 'listValidators', { network })] },
  { path: ROUTES.subnets, prefetch: (c, _, { network }) => [prefetchFirstRows(c, 'listSubnets', { network })] },
  {
    path: ROUTES.blockchains,
    prefetch: (c, _, { network }) => [prefetchFirstRows(c, 'listBlockchains', { network, sortOrder: 'desc' })],
  },
  { path: ROUTES.icm, prefetch: (c, _, { network }) => [prefetchFirstRows(c, 'listIcmMessages', { network })] },
  {
    path: ROUTES.validator,
    prefetch: (c, { nodeId }, { network }) => [
      c.prefetchQuery(apiQueryOptions('getValidator', { network, nodeId, pageSize: 100 })),
      c.prefetchInfiniteQuery(infiniteListQuery('listDelegators', { network, nodeIds: [nodeId] })),
    ],
  },
];

/** The code of the page at `path`, when its route loads lazily (routes.tsx `page`). */
function preloadPage(path: string): void {
  const route = routes.find((r) => matchPattern(r.path, path));
  (route?.component as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => undefined);
}

/**
 * A profile with a compute-unit budget that has spent half of it in the last minute: answers are asked for only when a
 * page needs them, so a link merely pointed at does not take what the pages opened will need.
 */
function budgetTight(now = Date.now()): boolean {
  const { cuPerMinute, spends } = useBudgetStore.getState();
  return cuPerMinute !== null && usedInLastMinute(spends, now) * 2 >= cuPerMinute;
}

/**
 * Starts what the page a link opens (`to`, as the link's href names it without the `#`) will ask for first: its code
 * and its first screen's answers, into the cache the page reads. A link the pointer rests on or the keyboard focuses
 * is likely to be followed, so by the click most of its round trips are done. Nothing is asked before the settings are
 * in (the place's chain is not known yet) or while the budget is tight; an answer already cached and fresh is not asked again.
 */
export function prefetchPlace(client: QueryClient, to: string): void {
  const { path, query } = parseHash(to);
  preloadPage(path);
  const settings = client.getQueryData(settingsQuery.queryKey);
  if (!settings || budgetTight()) return;
  const chain: PlaceChain = {
    network: settings.network,
    chainId: linkedChainOf({ path, query }) ?? evmChainIdOf(settings),
    currency: settings.currency,
  };
  // A page's own filters (?tab=, ?asOf=, a list's filter) ask for other answers than the first screen's.
  if ([...query.keys()].some((k) => k !== 'evmChain')) return;
  for (const place of FIRST_SCREEN) {
    const params = matchPattern(place.path, path);
    if (params) for (const started of place.prefetch(client, params, chain)) void started;
  }
}
