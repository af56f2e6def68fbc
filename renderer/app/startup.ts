import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '../../shared/bridge/channels';
import { apiQueryOptions } from '../api/apiQueryOptions';
import { infiniteListQuery } from '../api/useApiInfiniteQuery';
import { settingsQuery } from '../settings/useSettings';
import { parseHash } from './router';
import { evmChainIdOf } from '../../shared/network/evmChainOfSettings';

/** The EVM chain the last launch showed: the home page's lists can be asked for before the settings answer. */
const LAST_CHAIN_KEY = 'ridgeline.lastEvmChainId';

/**
 * Starts what the first view will ask for before React mounts, into the client the views read,
 * so these round trips overlap the loading and first render of the components instead of
 * following them: the settings (every view waits for them to know the network and chain) and,
 * when the app opens on the home page, the first pages of its latest blocks and transactions.
 * Those are asked at once for the chain the last launch showed (the network's C-Chain on a
 * first launch), and again for the settings' chain if that turns out to be another.
 * The network's chains (every view's header, chain name and token, useChain) are asked as soon as
 * the settings name the network: the trace of a first load (bench/NOTES.md "First rows") showed
 * that request leaving only after the first render, half a second after the settings answered.
 * A failure is left for the views, which ask again and show it.
 */
export function startFirstRequests(queryClient: QueryClient, hash: string, storage: Storage = window.localStorage): void {
  const onHome = parseHash(hash).path === '/';
  const prefetchHome = (chainId: string) => {
    void queryClient.prefetchInfiniteQuery(infiniteListQuery('listLatestBlocks', { chainId }));
    void queryClient.prefetchInfiniteQuery(infiniteListQuery('listLatestTransactions', { chainId }));
  };
  const guess = storage.getItem(LAST_CHAIN_KEY) ?? evmChainIdOf(undefined);
  if (onHome) prefetchHome(guess);
  queryClient
    .fetchQuery(settingsQuery)
    .then((settings: Settings) => {
      void queryClient.prefetchQuery(apiQueryOptions('listChains', { network: settings.network }));
      const chainId = evmChainIdOf(settings);
      storage.setItem(LAST_CHAIN_KEY, chainId);
      if (onHome && chainId !== guess) prefetchHome(chainId);
    })
    .catch(() => undefined);
}
