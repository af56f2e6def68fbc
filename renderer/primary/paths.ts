import { pathTo } from '../app/router';
import { SEARCH_PATHS } from '../search/searchTargets';

/**
 * Where the Primary Network pages live. The patterns the omnibox navigates to come from its own
 * table (SEARCH_PATHS), so search and the route registry cannot drift apart.
 */
export const PRIMARY_PATHS = {
  blockchains: '/blockchains',
  blockchain: SEARCH_PATHS.blockchain,
  subnets: '/subnets',
  subnet: SEARCH_PATHS.subnet,
  xChain: '/xchain',
  vertices: '/xchain/vertices',
  balances: '/balances',
  rewards: SEARCH_PATHS.nodeRewards,
  address: SEARCH_PATHS.pxAddress,
} as const;

/** A path with a query string from the non-empty values of `query`. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return qs ? `${path}?${qs}` : path;
}

export const blockchainPath = (blockchainId: string) => pathTo(PRIMARY_PATHS.blockchain, { blockchainId });
export const subnetPath = (subnetId: string) => pathTo(PRIMARY_PATHS.subnet, { subnetId });
export const addressPath = (address: string) => pathTo(PRIMARY_PATHS.address, { address });
export const xChainAssetPath = (assetId: string) => pathTo(SEARCH_PATHS.xChainAsset, { assetId });
export const verticesPath = (height: number) => withQuery(PRIMARY_PATHS.vertices, { height: String(height) });
