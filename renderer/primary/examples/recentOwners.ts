import type { EndpointParams, EndpointResponse } from '../../../shared/api';
import type { Settings } from '../../../shared/bridge/channels';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';

/**
 * Where examples for a first-time user come from: the outputs of the X-Chain's latest AVAX
 * transactions. Their owners are real addresses of the chosen network, on the real API as on
 * the local service, so an example always shows something that exists.
 */
export const recentXChainTxsParams = (network: Settings['network']): EndpointParams<'listAssetTransactions'> => ({
  network,
  blockchainId: 'x-chain',
  assetId: NETWORK_IDS[network].avaxAssetId,
  pageSize: 25,
});

/** The distinct owners of the page's new outputs, newest transaction first, as the API wrote them (X-…). */
export function recentOwners(page: EndpointResponse<'listAssetTransactions'> | undefined): string[] {
  const owners = (page?.transactions ?? []).flatMap((tx) => (tx.emittedUtxos ?? []).flatMap((u) => u.addresses ?? []));
  return [...new Set(owners)];
}
