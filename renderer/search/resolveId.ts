import type { BridgeApi } from '../../shared/bridge/channels';
import { pathTo, withQuery } from '../app/router';
import { isNotFound } from '../components/isNotFound';
import { SEARCH_PATHS } from './searchTargets';

export type IdMatch = { kind: 'blockchain' | 'subnet' | 'asset'; to: string } | { kind: 'none' };

/**
 * What a cb58 id names, tried in the order of the issue: blockchain, subnet, X-Chain asset.
 * A 404 means "not this kind"; any other failure stops the search and is shown as it is.
 * (The API has no lookup of a single Primary Network transaction, so the last step of the
 * issue's order cannot be tried; the page says so.)
 */
export async function resolveId(bridge: BridgeApi, network: 'mainnet' | 'fuji', id: string, signal?: AbortSignal): Promise<IdMatch> {
  const attempts: { kind: 'blockchain' | 'subnet' | 'asset'; run: () => Promise<unknown>; to: string }[] = [
    { kind: 'blockchain', run: () => bridge.request('getBlockchain', { network, blockchainId: id }, { signal }), to: pathTo(SEARCH_PATHS.blockchain, { blockchainId: id }) },
    { kind: 'subnet', run: () => bridge.request('getSubnet', { network, subnetId: id }, { signal }), to: pathTo(SEARCH_PATHS.subnet, { subnetId: id }) },
    {
      kind: 'asset',
      run: () => bridge.request('listAssetTransactions', { network, blockchainId: 'x-chain', assetId: id, pageSize: 1 }, { signal }),
      to: withQuery(SEARCH_PATHS.xChainAsset, { assetId: id }),
    },
  ];
  for (const a of attempts) {
    try {
      await a.run();
      return { kind: a.kind, to: a.to };
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return { kind: 'none' };
}
