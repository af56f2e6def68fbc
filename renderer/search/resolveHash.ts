import type { BridgeApi } from '../../shared/bridge/channels';
import { firstFound } from './firstFound';
import { blockUrl, txUrl } from '../app/urls';

export type HashMatch = { kind: 'transaction' | 'block'; to: string } | { kind: 'none' };

/**
 * What a 0x 32-byte hash names on an EVM chain: a transaction first (the hash people paste most), then a block.
 * A 404 means "not this kind"; any other failure stops the search and is shown as it is.
 */
export async function resolveHash(bridge: BridgeApi, chainId: string, hash: string, signal?: AbortSignal): Promise<HashMatch> {
  const attempts = [
    { kind: 'transaction' as const, run: () => bridge.request('getTransaction', { chainId, txHash: hash }, { signal }), to: txUrl(hash) },
    { kind: 'block' as const, run: () => bridge.request('getBlock', { chainId, blockId: hash }, { signal }), to: blockUrl(hash) },
  ];
  return firstFound(attempts);
}
