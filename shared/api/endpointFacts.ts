import type { EndpointId } from './endpoints';

/**
 * The plain facts of every endpoint row that the renderer reads (its weight in compute units, its paging, how often
 * the API takes it), without the row's zod schemas: the first view's script imports these, not the endpoint table,
 * so it carries no zod (bench/NOTES.md "First rows", seventh pass). The same values as the rows of `endpoints`
 * (endpoints.ts and the files spread into it), which stay the contract the main process and the service use;
 * endpointFacts.test.ts fails when the two disagree, and the `satisfies` below when an id is missing here.
 */
export interface EndpointFacts {
  computeUnits: number;
  page?: { items: string; defaultSize?: number; maxSize?: number };
  onceEverySec?: number;
}

export const endpointFacts = {
  aggregateSignatures: { computeUnits: 20 },
  getAggregatedSignatures: { computeUnits: 20 },
  listBlockchains: { computeUnits: 20, page: { items: 'blockchains', defaultSize: 100, maxSize: 10000 } },
  getBlockchain: { computeUnits: 20 },
  getSubnet: { computeUnits: 20 },
  listChainIdsForAddresses: { computeUnits: 20 },
  getPrimaryBalances: { computeUnits: 100 },
  getNativeBalance: { computeUnits: 20 },
  listCollectibleBalances: { computeUnits: 20, page: { items: 'collectibleBalances', defaultSize: 10, maxSize: 500 } },
  listAssetTransactions: { computeUnits: 100, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listLatestTransactions: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listErc721Transfers: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  getDeploymentTransaction: { computeUnits: 20 },
  listHistoricalRewards: { computeUnits: 100, page: { items: 'historicalRewards', defaultSize: 10, maxSize: 100 } },
  listPendingRewards: { computeUnits: 100, page: { items: 'pendingRewards', defaultSize: 10, maxSize: 100 } },
  listLatestBlocks: { computeUnits: 20, page: { items: 'blocks', defaultSize: 10, maxSize: 100 } },
  getBlock: { computeUnits: 20 },
  listVertices: { computeUnits: 20, page: { items: 'vertices', defaultSize: 10, maxSize: 100 } },
  listNftTokens: { computeUnits: 20, page: { items: 'tokens', defaultSize: 10, maxSize: 100 } },
  reindexNft: { computeUnits: 20, onceEverySec: 3600 },
  createTransactionExport: { computeUnits: 20 },
  getOperation: { computeUnits: 10 },
  listChains: { computeUnits: 20 },
  getAvgTps: { computeUnits: 0, page: { items: 'results' } },
  getTransaction: { computeUnits: 20 },
  listBlockTransactions: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listTransactions: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listNativeTransactions: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listErc20Transfers: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listErc1155Transfers: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listInternalTransactions: { computeUnits: 20, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listErc20Balances: { computeUnits: 20, page: { items: 'erc20TokenBalances', defaultSize: 10, maxSize: 500 } },
  listErc721Balances: { computeUnits: 20, page: { items: 'erc721TokenBalances', defaultSize: 10, maxSize: 500 } },
  listErc1155Balances: { computeUnits: 20, page: { items: 'erc1155TokenBalances', defaultSize: 10, maxSize: 500 } },
  getPrimaryTransaction: { computeUnits: 20 },
  listPrimaryTransactions: { computeUnits: 100, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listPrimaryStakingTransactions: { computeUnits: 100, page: { items: 'transactions', defaultSize: 10, maxSize: 100 } },
  listPrimaryBlocks: { computeUnits: 20, page: { items: 'blocks', defaultSize: 10, maxSize: 100 } },
  getPrimaryBlock: { computeUnits: 20 },
  listUtxos: { computeUnits: 20, page: { items: 'utxos', defaultSize: 10, maxSize: 100 } },
  getXChainAsset: { computeUnits: 20 },
  listValidators: { computeUnits: 20, page: { items: 'validators', defaultSize: 10, maxSize: 100 } },
  getValidator: { computeUnits: 20, page: { items: 'validators', defaultSize: 10, maxSize: 100 } },
  listDelegators: { computeUnits: 20, page: { items: 'delegators', defaultSize: 10, maxSize: 100 } },
  listL1Validators: { computeUnits: 20, page: { items: 'validators', defaultSize: 10, maxSize: 100 } },
  listSubnets: { computeUnits: 20, page: { items: 'subnets', defaultSize: 100, maxSize: 10000 } },
  listIcmMessages: { computeUnits: 20, page: { items: 'messages', defaultSize: 10, maxSize: 100 } },
  getIcmMessage: { computeUnits: 20 },
  listIcmAddressMessages: { computeUnits: 20, page: { items: 'messages', defaultSize: 10, maxSize: 100 } },
  getChainMetric: { computeUnits: 0, page: { items: 'results', defaultSize: 100, maxSize: 2160 } },
} as const satisfies Record<EndpointId, EndpointFacts>;
