import { pathTo, withQuery } from '../app/router';
import type { PrimaryChainAlias } from '../../shared/api';
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
  xChain: SEARCH_PATHS.xChainAsset,
  vertices: '/xchain/vertices',
  balances: '/balances',
  rewards: SEARCH_PATHS.nodeRewards,
  address: SEARCH_PATHS.pxAddress,
  transaction: SEARCH_PATHS.primaryTransaction,
  block: SEARCH_PATHS.primaryBlock,
  pChain: '/pchain',
  validators: '/validators',
  validator: '/validators/:nodeId',
  xChainLatest: '/xchain/latest',
} as const;

export const blockchainPath = (blockchainId: string) => pathTo(PRIMARY_PATHS.blockchain, { blockchainId });
export const subnetPath = (subnetId: string) => pathTo(PRIMARY_PATHS.subnet, { subnetId });
export const addressPath = (address: string) => pathTo(PRIMARY_PATHS.address, { address });
export const xChainAssetPath = (assetId: string) => withQuery(SEARCH_PATHS.xChainAsset, { assetId });
export const verticesPath = (height: number) => withQuery(PRIMARY_PATHS.vertices, { height: String(height) });
/** The rewards of one node, as the omnibox's NodeID search opens them. */
export const nodeRewardsPath = (nodeId: string) => withQuery(PRIMARY_PATHS.rewards, { nodeIds: nodeId });
export const primaryTxPath = (chain: PrimaryChainAlias, txHash: string) => pathTo(PRIMARY_PATHS.transaction, { chain, txHash });
export const primaryBlockPath = (chain: PrimaryChainAlias, blockId: string) => pathTo(PRIMARY_PATHS.block, { chain, blockId });
export const validatorPath = (nodeId: string) => pathTo(PRIMARY_PATHS.validator, { nodeId });
