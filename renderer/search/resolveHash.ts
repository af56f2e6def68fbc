import type { BridgeApi } from '../../shared/bridge/channels';
import { firstFound } from './firstFound';
import { blockUrl, primaryBlockUrl, txUrl } from '../app/urls';

export type HashMatch = { kind: 'transaction' | 'block'; to: string } | { kind: 'none' };

/**
 * What a 0x 32-byte hash names on an EVM chain: a transaction first (the hash people paste most), then a block;
 * on the network's C-Chain (`cChainOf` set), then an atomic block of the Primary Network's C-Chain index, whose
 * hashes are 0x hex too. A 404 means "not this kind"; any other failure stops the search and is shown as it is.
 */
export async function resolveHash(
  bridge: BridgeApi,
  chainId: string,
  hash: string,
  cChainOf?: 'mainnet' | 'fuji',
  signal?: AbortSignal,
): Promise<HashMatch> {
  const attempts = [
    { kind: 'transaction' as const, run: () => bridge.request('getTransaction', { chainId, txHash: hash }, { signal }), to: txUrl(hash) },
    { kind: 'block' as const, run: () => bridge.request('getBlock', { chainId, blockId: hash }, { signal }), to: blockUrl(hash) },
  ];
  if (cChainOf) {
    attempts.push({
      kind: 'block' as const,
      run: () => bridge.request('getPrimaryBlock', { network: cChainOf, blockchainId: 'c-chain', blockId: hash }, { signal }),
      to: primaryBlockUrl('c-chain', hash),
    });
  }
  return firstFound(attempts);
}
