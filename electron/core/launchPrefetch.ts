import { endpoints, type EndpointParams } from '../../shared/api/endpoints';
import type { Settings } from '../../shared/bridge/channels';
import { evmChainIdOf } from '../../shared/network/evmChainOfSettings';

/**
 * The request the app's first view makes: the home page's latest blocks of the chain the
 * settings show, as its list asks for its first page (the largest page the endpoint allows).
 * The main process starts it at launch, while the window and its scripts are still loading.
 */
export function firstViewRequest(settings: Settings): { id: 'listLatestBlocks'; params: EndpointParams<'listLatestBlocks'> } {
  return { id: 'listLatestBlocks', params: { chainId: evmChainIdOf(settings), pageSize: endpoints.listLatestBlocks.page.maxSize } };
}
