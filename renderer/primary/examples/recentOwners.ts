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

/**
 * The distinct owners of the page's new X-Chain outputs, newest transaction first, as the API
 * wrote them (X-…). Outputs an export sends to P or C (`P-…`, `C-…` owners) are left out: their
 * owner may hold nothing on the X-Chain.
 */
export function recentOwners(page: EndpointResponse<'listAssetTransactions'> | undefined): string[] {
  const owners = (page?.transactions ?? []).flatMap((tx) => (tx.emittedUtxos ?? []).flatMap((u) => u.addresses ?? []));
  return [...new Set(owners.filter((a) => a.startsWith('X-')))];
}
