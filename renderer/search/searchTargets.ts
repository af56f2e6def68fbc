import { pathTo, withQuery } from '../app/router';
import type { SearchInput } from './classifyInput';

/**
 * Where the omnibox goes for each kind of input. The Primary Network pages register routes
 * with these patterns in routes.tsx (one source for both sides).
 */
export const SEARCH_PATHS = {
  evmAddress: '/address/:address',
  block: '/blocks/:blockId',
  resolveId: '/search/:text',
  /** A 0x hash: tried as a transaction, then as a block. */
  resolveHash: '/search/hash/:hash',
  pxAddress: '/primary/address/:address',
  /** Rewards of a node: the rewards page reads `nodeIds` from the query. */
  nodeRewards: '/rewards',
  blockchain: '/blockchains/:blockchainId',
  subnet: '/subnets/:subnetId',
  /** An asset's X-Chain transactions: the X-Chain page reads `assetId` from the query. */
  xChainAsset: '/xchain',
  /** A P-, X- or C-Chain transaction; `chain` is the API's alias (p-chain, x-chain, c-chain). */
  primaryTransaction: '/primary/tx/:chain/:txHash',
  /** A P-Chain block by height or hash. */
  primaryBlock: '/primary/block/:chain/:blockId',
} as const;

export function searchDestination(input: SearchInput): string | null {
  switch (input.kind) {
    case 'evmAddress':
      return pathTo(SEARCH_PATHS.evmAddress, { address: input.value });
    case 'hash':
      return pathTo(SEARCH_PATHS.resolveHash, { hash: input.value });
    case 'blockNumber':
      return pathTo(SEARCH_PATHS.block, { blockId: input.value });
    case 'cb58':
      return pathTo(SEARCH_PATHS.resolveId, { text: input.value });
    case 'pxAddress':
      return pathTo(SEARCH_PATHS.pxAddress, { address: input.value });
    case 'nodeId':
      return withQuery(SEARCH_PATHS.nodeRewards, { nodeIds: input.value });
    default:
      return null;
  }
}
