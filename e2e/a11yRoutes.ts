import type { Page } from '@playwright/test';
import { ROUTES } from '../renderer/app/urls';
import { NETWORK_IDS } from '../shared/network/primaryNetworkIds';
import type { App } from './fixtures';
import { avaxOwners, serviceGet } from './primary-support';

/**
 * How the accessibility walk reaches every route of the registry (renderer/app/urls.ts) with real ids read from the
 * local service. A route added to ROUTES needs a row here: the axe spec fails naming the routes without one.
 */
export type RouteName = keyof typeof ROUTES;

/** Real ids of the local service, read once per test. */
export interface RealIds {
  blockNumber: string;
  txHash: string;
  evmAddress: string;
  nftCollection: string;
  nftTokenId: string;
  blockchainId: string;
  subnetId: string;
  pTxHash: string;
  pBlock: string;
  pxAddress: string;
  nodeId: string;
  icmMessageId: string;
  tokenAddress: string;
  vertexHash: string;
}

/** Either a hash path, or what to do on the page to get one (a portfolio is made through its own form first). */
export type Reach = (ids: RealIds, page: Page) => string | Promise<string>;

export const ROUTE_REACH: Record<RouteName, Reach> = {
  home: () => ROUTES.home,
  blocks: () => ROUTES.blocks,
  block: (ids) => `/blocks/${ids.blockNumber}`,
  transactions: () => ROUTES.transactions,
  tx: (ids) => `/tx/${ids.txHash}`,
  addressLookup: () => ROUTES.addressLookup,
  address: (ids) => `/address/${ids.evmAddress}`,
  contract: (ids) => `/contract/${ids.nftCollection}`,
  token: (ids) => `/token/${ids.tokenAddress}`,
  nfts: () => ROUTES.nfts,
  nftCollection: (ids) => `/nfts/${ids.nftCollection}`,
  nftToken: (ids) => `/nfts/${ids.nftCollection}/${ids.nftTokenId}`,
  blockchains: () => ROUTES.blockchains,
  blockchain: (ids) => `/blockchains/${ids.blockchainId}`,
  subnets: () => ROUTES.subnets,
  subnet: (ids) => `/subnets/${ids.subnetId}`,
  xChain: () => `/xchain?assetId=${NETWORK_IDS.mainnet.avaxAssetId}`,
  // The vertices from the first height on: the service holds them from 0.
  vertices: () => `${ROUTES.vertices}?height=0`,
  xChainLatest: () => ROUTES.xChainLatest,
  latestVertices: () => ROUTES.latestVertices,
  vertex: (ids) => `/xchain/vertex/${ids.vertexHash}`,
  pChain: () => ROUTES.pChain,
  cChainAtomic: () => ROUTES.cChainAtomic,
  primaryTx: (ids) => `/primary/tx/p-chain/${ids.pTxHash}`,
  primaryBlock: (ids) => `/primary/block/p-chain/${ids.pBlock}`,
  pxAddress: (ids) => `/primary/address/${ids.pxAddress}`,
  validators: () => ROUTES.validators,
  validator: (ids) => `/validators/${ids.nodeId}`,
  balances: () => ROUTES.balances,
  rewards: (ids) => `/rewards?addresses=${ids.pxAddress}&nodeIds=${ids.nodeId}`,
  searchHash: (ids) => `/search/hash/${ids.txHash}`,
  searchId: (ids) => `/search/${ids.blockchainId}`,
  icm: () => ROUTES.icm,
  icmMessage: (ids) => `/icm/${ids.icmMessageId}`,
  tps: () => ROUTES.tps,
  network: () => ROUTES.network,
  chainDashboard: () => ROUTES.chainDashboard,
  icmAnalytics: () => ROUTES.icmAnalytics,
  signatures: () => ROUTES.signatures,
  addressBook: () => ROUTES.addressBook,
  watchlist: () => ROUTES.watchlist,
  portfolios: () => ROUTES.portfolios,
  portfolio: async (_ids, page) => {
    await goToHash(page, ROUTES.portfolios);
    const create = page.getByRole('form', { name: 'New portfolio' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Audit');
    await create.getByRole('button', { name: 'Create portfolio' }).click();
    const link = page.getByRole('link', { name: 'Audit' });
    await link.waitFor();
    return (await link.getAttribute('href'))!.replace(/^#/, '');
  },
  exports: () => ROUTES.exports,
  history: () => ROUTES.history,
  apiConsole: () => ROUTES.apiConsole,
  settings: () => ROUTES.settings,
};

export async function goToHash(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((p) => (window.location.hash = p), hashPath);
}

type EvmTx = {
  txHash: string;
  blockNumber: string;
  from: { address: string };
  to?: { address: string };
  method?: { callType?: string; methodName?: string };
};

/** Ids of things the local service holds, each read the way its own list serves it. */
export async function readRealIds(app: App): Promise<RealIds> {
  const { transactions } = await serviceGet<{ transactions: EvmTx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  const tx = transactions[0];
  const nft = await nftOf(app, transactions);
  const { blockchains } = await serviceGet<{ blockchains: { blockchainId: string }[] }>(app, '/v1/networks/mainnet/blockchains?pageSize=5');
  const { subnets } = await serviceGet<{ subnets: { subnetId: string }[] }>(app, '/v1/networks/mainnet/subnets?pageSize=5');
  const { transactions: pTxs } = await serviceGet<{ transactions: { txHash: string }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/p-chain/transactions?pageSize=5',
  );
  const { blocks: pBlocks } = await serviceGet<{ blocks: { blockNumber: string }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/p-chain/blocks?pageSize=5',
  );
  const { validators } = await serviceGet<{ validators: { nodeId: string }[] }>(app, '/v1/networks/mainnet/validators?pageSize=5');
  const { messages } = await serviceGet<{ messages: { messageId: string }[] }>(app, '/v1/icm/messages?pageSize=5');
  const owners = await avaxOwners(app, NETWORK_IDS.mainnet.avaxAssetId);
  const { vertices } = await serviceGet<{ vertices: { vertexHash: string }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/x-chain/vertices?pageSize=1',
  );
  // An ERC-20 transfer's transaction is sent to the token's contract.
  const tokenTransfer = transactions.find((t) => t.method?.methodName === 'transfer(address,uint256)' && t.to);
  return {
    blockNumber: tx.blockNumber,
    txHash: tx.txHash,
    evmAddress: tx.from.address,
    nftCollection: nft.collection,
    nftTokenId: nft.tokenId,
    blockchainId: blockchains[0].blockchainId,
    subnetId: subnets[0].subnetId,
    pTxHash: pTxs[0].txHash,
    pBlock: pBlocks[0].blockNumber,
    pxAddress: `P-${owners[0]}`,
    nodeId: validators[0].nodeId,
    icmMessageId: messages[0].messageId,
    tokenAddress: tokenTransfer!.to!.address,
    vertexHash: vertices[0].vertexHash,
  };
}

/** An NFT collection with an owned token, found among the contracts the latest transactions call. */
async function nftOf(app: App, transactions: EvmTx[]): Promise<{ collection: string; tokenId: string }> {
  for (const t of transactions) {
    const address = t.to?.address;
    if (!address || t.method?.callType !== 'CONTRACT_CALL') continue;
    const res = await fetch(`${app.service.dataUrl}/v1/chains/43114/nfts/collections/${address}/tokens?pageSize=5`);
    if (!res.ok) continue;
    const { tokens } = (await res.json()) as { tokens: { tokenId: string; ownerAddress?: string }[] };
    const owned = tokens.find((token) => token.ownerAddress);
    if (owned) return { collection: address, tokenId: owned.tokenId };
  }
  throw new Error('no NFT collection among the latest transactions');
}
