import type { PrimaryChainAlias } from '../../shared/api';
import { matchPattern, parseHash, pathTo, withQuery, type HashLocation } from './hashPath';

/**
 * Every place in the app, and the only place where a route pattern is written. The route registry
 * (routes.tsx) maps these patterns to pages; links, columns and the omnibox build their targets with
 * the functions below, so a page can move without a link going stale.
 */
export const ROUTES = {
  home: '/',
  blocks: '/blocks',
  block: '/blocks/:blockId',
  transactions: '/transactions',
  tx: '/tx/:txHash',
  addressLookup: '/address',
  address: '/address/:address',
  contract: '/contract/:address',
  /** A token (ERC-20, ERC-721 or ERC-1155): its metadata and transfers. */
  token: '/token/:address',
  nfts: '/nfts',
  nftCollection: '/nfts/:address',
  nftToken: '/nfts/:address/:tokenId',
  blockchains: '/blockchains',
  blockchain: '/blockchains/:blockchainId',
  subnets: '/subnets',
  subnet: '/subnets/:subnetId',
  /** An asset's X-Chain transactions: the page reads `assetId` (and the filters) from the query. */
  xChain: '/xchain',
  vertices: '/xchain/vertices',
  latestVertices: '/xchain/vertices/latest',
  vertex: '/xchain/vertex/:vertexHash',
  xChainLatest: '/xchain/latest',
  pChain: '/pchain',
  cChainAtomic: '/cchain/atomic',
  /** A P-, X- or C-Chain transaction; `chain` is the API's alias (p-chain, x-chain, c-chain). */
  primaryTx: '/primary/tx/:chain/:txHash',
  primaryBlock: '/primary/block/:chain/:blockId',
  pxAddress: '/primary/address/:address',
  validators: '/validators',
  validator: '/validators/:nodeId',
  balances: '/balances',
  /** Rewards: the page reads `addresses` and `nodeIds` from the query. */
  rewards: '/rewards',
  /** A 0x hash: tried as a transaction, then as a block. */
  searchHash: '/search/hash/:hash',
  /** A cb58 id: tried as a blockchain, subnet, asset, transaction or block. */
  searchId: '/search/:text',
  icm: '/icm',
  icmMessage: '/icm/:messageId',
  tps: '/tps',
  network: '/network',
  chainDashboard: '/chain-dashboard',
  icmAnalytics: '/icm-analytics',
  signatures: '/signatures',
  addressBook: '/address-book',
  watchlist: '/watchlist',
  portfolios: '/portfolios',
  portfolio: '/portfolios/:portfolioId',
  exports: '/exports',
  history: '/history',
  /** The API console of the active profile: usage, logs and health. */
  apiConsole: '/api',
  settings: '/settings',
} as const;

export const blockUrl = (blockId: string) => pathTo(ROUTES.block, { blockId });
/**
 * The query param naming the EVM chain of an EVM page's link (a watched address on an L1): the page opens on that chain
 * (useChain reads it) while the header's chosen chain stays as it is. Links without it open on the header's chain.
 */
export const EVM_CHAIN_PARAM = 'evmChain';
export const txUrl = (txHash: string) => pathTo(ROUTES.tx, { txHash });
export const addressUrl = (address: string) => pathTo(ROUTES.address, { address });
export const txOnChainUrl = (txHash: string, chainId: string) => withQuery(txUrl(txHash), { [EVM_CHAIN_PARAM]: chainId });
export const addressOnChainUrl = (address: string, chainId: string) => withQuery(addressUrl(address), { [EVM_CHAIN_PARAM]: chainId });

/**
 * The pages of one EVM chain: a link between them keeps the chain its page's link named. The hash search is one: a
 * hash typed in the omnibox while a page is on a linked chain (an L1's address, opened from the watchlist) is looked
 * for on that chain, as the transaction and block links of that page are, since that is the chain the user is reading.
 */
const EVM_CHAIN_PAGES = [
  ROUTES.block,
  ROUTES.tx,
  ROUTES.address,
  ROUTES.contract,
  ROUTES.token,
  ROUTES.nftCollection,
  ROUTES.nftToken,
  ROUTES.searchHash,
];

/** `to` on `chainId`, the chain the current page's link named, when `to` is a page of one EVM chain that names none. */
export function keepLinkedChain(to: string, chainId: string): string {
  const { path, query } = parseHash(to);
  if (query.has(EVM_CHAIN_PARAM) || !EVM_CHAIN_PAGES.some((p) => matchPattern(p, path))) return to;
  query.set(EVM_CHAIN_PARAM, chainId);
  return `${path}?${query}`;
}

/** The EVM chain a place's link names: digits only, so a stray value never becomes a request for a made-up chain. */
export function linkedChainOf(location: HashLocation): string | undefined {
  const value = location.query.get(EVM_CHAIN_PARAM);
  return value && /^\d{1,20}$/.test(value) ? value : undefined;
}

export const contractUrl = (address: string) => pathTo(ROUTES.contract, { address });
export const tokenUrl = (address: string) => pathTo(ROUTES.token, { address });
export const nftCollectionUrl = (address: string) => pathTo(ROUTES.nftCollection, { address });
export const nftTokenUrl = (address: string, tokenId: string) => pathTo(ROUTES.nftToken, { address, tokenId });
export const blockchainUrl = (blockchainId: string) => pathTo(ROUTES.blockchain, { blockchainId });
export const subnetUrl = (subnetId: string) => pathTo(ROUTES.subnet, { subnetId });
export const pxAddressUrl = (address: string) => pathTo(ROUTES.pxAddress, { address });
export const primaryTxUrl = (chain: PrimaryChainAlias, txHash: string) => pathTo(ROUTES.primaryTx, { chain, txHash });
export const primaryBlockUrl = (chain: PrimaryChainAlias, blockId: string) => pathTo(ROUTES.primaryBlock, { chain, blockId });
export const validatorUrl = (nodeId: string) => pathTo(ROUTES.validator, { nodeId });
export const icmMessageUrl = (messageId: string) => pathTo(ROUTES.icmMessage, { messageId });
export const searchHashUrl = (hash: string) => pathTo(ROUTES.searchHash, { hash });
export const searchHashOnChainUrl = (hash: string, chainId: string) => withQuery(searchHashUrl(hash), { [EVM_CHAIN_PARAM]: chainId });
export const searchIdUrl = (text: string) => pathTo(ROUTES.searchId, { text });
export const xChainAssetUrl = (assetId: string) => withQuery(ROUTES.xChain, { assetId });
export const verticesUrl = (height: number) => withQuery(ROUTES.vertices, { height: String(height) });
export const vertexUrl = (vertexHash: string) => pathTo(ROUTES.vertex, { vertexHash });
/** The rewards of one node, as the omnibox's NodeID search opens them. */
export const nodeRewardsUrl = (nodeId: string) => withQuery(ROUTES.rewards, { nodeIds: nodeId });
export const portfolioUrl = (portfolioId: string) => pathTo(ROUTES.portfolio, { portfolioId });
export const tpsUrl = (chainIds: string) => withQuery(ROUTES.tps, { chains: chainIds });

/** Links of list rows: to the row's block, transaction or token when the row names it. */
export const blockLink = (row: { blockNumber?: string }) => (row.blockNumber ? blockUrl(row.blockNumber) : undefined);
export const txLink = (row: { txHash?: string }) => (row.txHash ? txUrl(row.txHash) : undefined);
export const nftTokenLink = (token: { address?: string; tokenId?: string } | undefined) =>
  token?.address && token.tokenId ? nftTokenUrl(token.address, token.tokenId) : undefined;
