import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '../../shared/bridge/channels';
import { apiQueryOptions } from '../api/apiQueryOptions';
import { infiniteListQuery } from '../api/useApiInfiniteQuery';
import { settingsQuery } from '../settings/useSettings';
import { parseHash } from './hashPath';
import { evmChainIdOf } from '../../shared/network/evmChainOfSettings';

/** The EVM chain the last launch showed: the home page's lists can be asked for before the settings answer. */
const LAST_CHAIN_KEY = 'ridgeline.lastEvmChainId';
/** The network the last launch showed: its chains (every view's header) can be asked for before the settings answer. */
const LAST_NETWORK_KEY = 'ridgeline.lastNetwork';

/**
 * Starts what the first view will ask for before React mounts, into the client the views read,
 * so these round trips overlap the loading and first render of the components instead of
 * following them: the settings (every view waits for them to know the network and chain), the
 * network's chains (every view's header, chain name and token, useChain) and, when the app opens
 * on the home page, the first pages of its latest blocks and transactions.
 * The chains and the lists are asked at once for the network and chain the last launch showed
 * (mainnet and its C-Chain on a first launch), and again for the settings' if those turn out to be
 * others. A failure is left for the views, which ask again and show it.
 * Resolves once the answers the first commit shows are in (the settings, the chains and, on the home
 * page, its latest blocks), or one of them failed: main.tsx renders then (firstViewReady).
 */
export function startFirstRequests(queryClient: QueryClient, hash: string, storage: Storage = window.localStorage): Promise<void> {
  const onHome = parseHash(hash).path === '/';
  // The blocks first: the first rows are theirs, and the first bridge call pays the transport's set-up before it leaves.
  const prefetchHome = (chainId: string) => {
    const blocks = queryClient.prefetchInfiniteQuery(infiniteListQuery('listLatestBlocks', { chainId }));
    void queryClient.prefetchInfiniteQuery(infiniteListQuery('listLatestTransactions', { chainId }));
    return blocks;
  };
  const prefetchChains = (network: Settings['network']) => queryClient.prefetchQuery(apiQueryOptions('listChains', { network }));
  const guessedChain = storage.getItem(LAST_CHAIN_KEY) ?? evmChainIdOf(undefined);
  const guessedNetwork: Settings['network'] = storage.getItem(LAST_NETWORK_KEY) === 'fuji' ? 'fuji' : 'mainnet';
  const guessedBlocks = onHome ? prefetchHome(guessedChain) : undefined;
  const guessedChains = prefetchChains(guessedNetwork);
  return queryClient
    .fetchQuery(settingsQuery)
    .then(async (settings: Settings) => {
      const chainId = evmChainIdOf(settings);
      storage.setItem(LAST_CHAIN_KEY, chainId);
      storage.setItem(LAST_NETWORK_KEY, settings.network);
      const chains = settings.network === guessedNetwork ? guessedChains : prefetchChains(settings.network);
      const blocks = !onHome ? undefined : chainId === guessedChain ? guessedBlocks : prefetchHome(chainId);
      await Promise.all([chains, blocks]);
    })
    .catch(() => undefined);
}

/**
 * How long React's first render waits for the first view's answers once the entry script has evaluated (they were
 * asked for while it evaluated): the local service's are usually in by then; a slow API gets the shell and its
 * loading states this much later at most.
 */
export const FIRST_ANSWERS_WAIT_MS = 150;

/**
 * `answers`, or `waitMs` at most: React's first render waits for the first view's answers so that its
 * first commit draws the rows (one render instead of a loading state, then the answers' own render a
 * task later; bench/NOTES.md "First rows"), but a slow API still gets the shell and its loading states
 * at once.
 */
export function firstViewReady(answers: Promise<void>, waitMs = FIRST_ANSWERS_WAIT_MS): Promise<void> {
  return Promise.race([answers, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
