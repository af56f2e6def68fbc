import type { PrimaryChainAlias } from '../../shared/api';
import type { BridgeApi } from '../../shared/bridge/channels';
import { firstFound } from './firstFound';
import { blockchainUrl, primaryBlockUrl, primaryTxUrl, subnetUrl, xChainAssetUrl } from '../app/urls';

type MatchKind = 'blockchain' | 'subnet' | 'asset' | 'transaction' | 'block';
export type IdMatch = { kind: MatchKind; to: string } | { kind: 'none' };

/**
 * What a cb58 id names, tried in order: blockchain, subnet, X-Chain asset, a transaction of the
 * P-, X- or C-Chain, a P- or X-Chain block (the C-Chain's block hashes are 0x hex: resolveHash). A 404 means "not this kind"; any other failure stops the
 * search and is shown as it is.
 */
export async function resolveId(bridge: BridgeApi, network: 'mainnet' | 'fuji', id: string, signal?: AbortSignal): Promise<IdMatch> {
  const tx = (chain: PrimaryChainAlias) => ({
    kind: 'transaction' as const,
    run: () => bridge.request('getPrimaryTransaction', { network, blockchainId: chain, txHash: id }, { signal }),
    to: primaryTxUrl(chain, id),
  });
  const block = (chain: 'p-chain' | 'x-chain') => ({
    kind: 'block' as const,
    run: () => bridge.request('getPrimaryBlock', { network, blockchainId: chain, blockId: id }, { signal }),
    to: primaryBlockUrl(chain, id),
  });
  const attempts: { kind: MatchKind; run: () => Promise<unknown>; to: string }[] = [
    { kind: 'blockchain', run: () => bridge.request('getBlockchain', { network, blockchainId: id }, { signal }), to: blockchainUrl(id) },
    { kind: 'subnet', run: () => bridge.request('getSubnet', { network, subnetId: id }, { signal }), to: subnetUrl(id) },
    {
      kind: 'asset',
      run: () => bridge.request('listAssetTransactions', { network, blockchainId: 'x-chain', assetId: id, pageSize: 1 }, { signal }),
      to: xChainAssetUrl(id),
    },
    tx('p-chain'),
    tx('x-chain'),
    tx('c-chain'),
    block('p-chain'),
    block('x-chain'),
  ];
  return firstFound(attempts);
}
