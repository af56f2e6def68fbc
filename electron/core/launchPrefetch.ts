import { endpoints, type EndpointId, type EndpointParams } from '../../shared/api/endpoints';
import type { Settings } from '../../shared/bridge/channels';
import { evmChainIdOf } from '../../shared/network/evmChainOfSettings';

/** Asks one request as the renderer sends it. */
export type Ask = <Id extends EndpointId>(id: Id, params: EndpointParams<Id>) => void;

/**
 * Asks what the app's first view needs before it can draw its rows (renderer/app/startup.ts), as the renderer asks
 * it: the home page's latest blocks of the chain the settings show (its list's first page: the largest the endpoint
 * allows), its latest transactions, and the network's chains (every view's header). Blocks first: the first rows are
 * theirs. The hosts start these while the window and its scripts are still loading.
 */
export function askFirstView(settings: Settings, ask: Ask): void {
  const chainId = evmChainIdOf(settings);
  ask('listLatestBlocks', { chainId, pageSize: endpoints.listLatestBlocks.page.maxSize });
  ask('listLatestTransactions', { chainId, pageSize: endpoints.listLatestTransactions.page.maxSize });
  ask('listChains', { network: settings.network });
}
