import { ENDPOINT_IDS, type EndpointId, type EndpointParams } from '../../shared/api/endpoints';
import { buildRequest, type BuiltRequest } from '../../shared/api/wire/request';

/** One valid request of an endpoint, with ids that exist in the service it was discovered from. */
export interface SampleRequest {
  id: EndpointId;
  params: Record<string, unknown>;
  built: BuiltRequest;
}

export interface ServiceUrls {
  dataUrl: string;
  metricsUrl: string;
}

/** AVAX, the X-Chain's native asset: a fixed id of docs/api-contract.md. */
export const AVAX_ASSET_ID = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const PRIMARY_SUBNET_ID = '11111111111111111111111111111111LpoYY';

type Json = Record<string, unknown>;

/**
 * Discovers through the service's own HTTP API (as a view would) a valid request of every
 * endpoint of the table: a block, a sender, an NFT, an X-Chain address, a subnet... The
 * fuzzer mutates these, the load test and the benchmarks replay them.
 */
export async function discoverSampleRequests(urls: ServiceUrls): Promise<SampleRequest[]> {
  const get = async (id: EndpointId, params: Json): Promise<Json> => {
    const built = buildRequest(id, params as EndpointParams<typeof id>);
    const base = built.service === 'data' ? urls.dataUrl : urls.metricsUrl;
    const res = await fetch(base + built.path);
    if (!res.ok) throw new Error(`discovery: ${id} answered ${res.status}`);
    return (await res.json()) as Json;
  };
  const chainId = '43114';
  const network = 'mainnet';
  const { blocks } = (await get('listLatestBlocks', { chainId, pageSize: 5 })) as { blocks: { blockNumber: string }[] };
  const { transactions } = (await get('listLatestTransactions', { chainId, pageSize: 100 })) as {
    transactions: {
      txHash: string;
      blockNumber: string;
      from: { address: string };
      to?: { address: string };
      method?: { callType?: string; methodName?: string };
    }[];
  };
  const sender = transactions[0].from.address;
  const contract = transactions.find((t) => t.method?.callType === 'CONTRACT_CALL')?.to?.address ?? sender;
  // A token holder (the sender of a token transfer) for the balances; a contract's history is long enough for full pages.
  const holder = transactions.find((t) => t.method?.methodName === 'transfer(address,uint256)')?.from.address ?? sender;
  const token = transactions.find((t) => t.method?.methodName === 'transfer(address,uint256)')?.to?.address ?? contract;
  const { deploymentDetails } = (await get('getContractMetadata', { chainId, address: token })) as {
    deploymentDetails?: { deployerAddress: string };
  };
  let nft: { address: string; tokenId: string; holder: string } | undefined;
  for (const t of transactions) {
    const { collectibleBalances } = (await get('listCollectibleBalances', { chainId, address: t.from.address, pageSize: 5 })) as {
      collectibleBalances: { ercType?: string; address: string; tokenId: string }[];
    };
    const held = collectibleBalances.find((c) => c.ercType === 'ERC-721');
    if (held) nft = { ...held, holder: t.from.address };
    if (nft) break;
  }
  if (!nft) throw new Error('discovery: no recent sender holds an ERC-721 token');
  const { blockchains } = (await get('listBlockchains', { network })) as { blockchains: { blockchainId: string; subnetId?: string }[] };
  const l1 = blockchains.find((b) => b.subnetId && b.subnetId !== PRIMARY_SUBNET_ID);
  if (!l1?.subnetId) throw new Error('discovery: no L1 blockchain listed');
  const assetTxs = (await get('listAssetTransactions', { network, blockchainId: 'x-chain', assetId: AVAX_ASSET_ID, pageSize: 20 })) as {
    transactions: { emittedUtxos?: { addresses?: string[] }[] }[];
  };
  const bareAddresses = [
    ...new Set(
      assetTxs.transactions
        .flatMap((t) => t.emittedUtxos ?? [])
        .flatMap((u) => u.addresses ?? [])
        .map((a) => a.replace(/^[PXC]-/, '')),
    ),
  ];
  if (bareAddresses.length < 3) throw new Error('discovery: fewer than 3 X-Chain addresses found');
  // The same key owns the address on P, X and C (exports to C emit `C-` addresses): three P-Chain addresses for the balances sample.
  const pAddresses = bareAddresses.slice(0, 3).map((a) => `P-${a}`);
  const pAddress = pAddresses[0];
  const { validators } = (await get('listValidators', { network, pageSize: 1 })) as { validators: { nodeId: string }[] };
  const { transactions: pTxs } = (await get('listPrimaryTransactions', { network, blockchainId: 'p-chain', pageSize: 1 })) as {
    transactions: { txHash: string; blockNumber: string }[];
  };

  const { validators: l1Validators } = (await get('listL1Validators', { network, pageSize: 1 })) as {
    validators: { nodeId: string; validationId: string; subnetId: string }[];
  };
  if (!l1Validators.length) throw new Error('discovery: no L1 validator found');
  const { messages } = (await get('listIcmMessages', { network, pageSize: 1 })) as { messages: { messageId: string; from: string }[] };
  if (!messages.length) throw new Error('discovery: no cross-chain message found');

  const { vertices } = (await get('listLatestVertices', { network, blockchainId: 'x-chain', pageSize: 1 })) as {
    vertices: { vertexHash: string }[];
  };
  const addressSet = { addresses: pAddresses.join(',') };
  // A webhook of the service's own, delivering to a loopback port nothing listens on (it only needs an id).
  const webhookBody = { eventType: 'address_activity', url: 'http://127.0.0.1:9/hook', chainId, metadata: { addresses: [sender] } };
  const hookRes = await fetch(`${urls.dataUrl}/v1/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookBody),
  });
  if (!hookRes.ok) throw new Error(`discovery: createWebhook answered ${hookRes.status}`);
  const { id: webhookId } = (await hookRes.json()) as { id: string };

  const exportBody = { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [sender], includeChains: [chainId] } };
  const created = await fetch(`${urls.dataUrl}/v1/operations/transactions:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(exportBody),
  });
  if (!created.ok) throw new Error(`discovery: createTransactionExport answered ${created.status}`);
  const { operationId } = (await created.json()) as { operationId: string };

  const samples: Partial<Record<EndpointId, Json>> = {
    aggregateSignatures: { network, body: { message: '0x00' } },
    getAggregatedSignatures: { network, txHash: AVAX_ASSET_ID },
    listBlockchains: { network, pageSize: 100 },
    getBlockchain: { network, blockchainId: l1.blockchainId },
    getSubnet: { network, subnetId: l1.subnetId },
    listSubnets: { network, pageSize: 100 },
    listChainIdsForAddresses: { network, addresses: [pAddress] },
    getPrimaryBalances: { network, blockchainId: 'p-chain', addresses: pAddresses },
    getNativeBalance: { chainId, address: sender },
    listCollectibleBalances: { chainId, address: nft.holder, pageSize: 100 },
    listAssetTransactions: { network, blockchainId: 'x-chain', assetId: AVAX_ASSET_ID, pageSize: 100 },
    listLatestTransactions: { chainId, pageSize: 100 },
    listErc721Transfers: { chainId, address: sender, pageSize: 100 },
    getDeploymentTransaction: { chainId, address: contract },
    listHistoricalRewards: { network, addresses: [pAddress], pageSize: 100 },
    listPendingRewards: { network, addresses: [pAddress], pageSize: 100 },
    listLatestBlocks: { chainId, pageSize: 100 },
    getBlock: { chainId, blockId: blocks[blocks.length - 1].blockNumber },
    listVertices: { network, blockchainId: 'x-chain', vertexHeight: 0, pageSize: 100 },
    listNftTokens: { chainId, address: nft.address, pageSize: 100 },
    reindexNft: { chainId, address: nft.address, tokenId: nft.tokenId },
    createTransactionExport: { body: exportBody },
    getOperation: { operationId },
    listChains: { network },
    getAvgTps: { chainId },
    getChainMetric: { chainId, metric: 'avgTps' },
    getTransaction: { chainId, txHash: transactions[0].txHash },
    listBlockTransactions: { chainId, blockId: transactions[0].blockNumber, pageSize: 100 },
    listTransactions: { chainId, address: contract, pageSize: 100 },
    listNativeTransactions: { chainId, address: sender, pageSize: 100 },
    listErc20Transfers: { chainId, address: sender, pageSize: 100 },
    listErc1155Transfers: { chainId, address: sender, pageSize: 100 },
    listInternalTransactions: { chainId, address: sender, pageSize: 100 },
    listErc20Balances: { chainId, address: holder, pageSize: 500, filterSpamTokens: false },
    listErc721Balances: { chainId, address: nft.holder, pageSize: 500 },
    listErc1155Balances: { chainId, address: nft.holder, pageSize: 500 },
    getPrimaryTransaction: { network, blockchainId: 'p-chain', txHash: pTxs[0].txHash },
    listPrimaryTransactions: { network, blockchainId: 'p-chain', addresses: [pAddress], pageSize: 100 },
    listPrimaryStakingTransactions: { network, blockchainId: 'p-chain', pageSize: 100 },
    listPrimaryBlocks: { network, blockchainId: 'p-chain', pageSize: 100 },
    getPrimaryBlock: { network, blockchainId: 'p-chain', blockId: pTxs[0].blockNumber },
    listUtxos: { network, blockchainId: 'x-chain', addresses: pAddresses, pageSize: 100 },
    getXChainAsset: { network, blockchainId: 'x-chain', assetId: AVAX_ASSET_ID },
    listValidators: { network, pageSize: 100 },
    getValidator: { network, nodeId: validators[0].nodeId },
    listDelegators: { network, pageSize: 100 },
    listL1Validators: { network, subnetId: l1.subnetId, includeInactiveL1Validators: true, pageSize: 100 },
    listIcmMessages: { network, pageSize: 100 },
    getIcmMessage: { messageId: messages[0].messageId },
    listIcmAddressMessages: { network, address: messages[0].from, pageSize: 100 },
    listMetricsChains: { network },
    getMetricsChain: { chainId },
    getChainRollingWindowMetric: { chainId, metric: 'activeAddresses' },
    getStakingMetric: { network, metric: 'validatorWeight', pageSize: 100 },
    getIcmSummary: { network },
    getIcmTimeseries: { network, pageSize: 100 },
    getNodeFeeMetric: { nodeId: l1Validators[0].nodeId, metric: 'perNodeCumulativeFeesPaid' },
    getL1ValidatorsMetric: { metric: 'totalCumulativeFeesDaily' },
    getValidationFeeMetric: { l1ValidationId: l1Validators[0].validationId, metric: 'validationFeesDaily' },
    getSubnetFeeMetric: { subnetId: l1Validators[0].subnetId, metric: 'perSubnetDailyFeesPaid' },
    getSubnetValidatorAddresses: { subnetId: l1Validators[0].subnetId, pageSize: 5 },
    listBtcbBridgers: { threshold: '1000000', pageSize: 5 },
    listBlocksByNode: { network, blockchainId: 'p-chain', nodeId: validators[0].nodeId },
    getAvaxSupply: {},
    getNetworkDetails: { network },
    getChain: { chainId },
    getContractMetadata: { chainId, address: token },
    listTokenTransfers: { chainId, address: token, pageSize: 100 },
    listContractDeployments: { chainId, address: deploymentDetails?.deployerAddress ?? sender, pageSize: 100 },
    listAddressChains: { address: sender },
    listLatestBlocksAllChains: { network, pageSize: 100 },
    listLatestTransactionsAllChains: { network, pageSize: 100 },
    getNftToken: { chainId, address: nft.address, tokenId: nft.tokenId },
    listAllLatestBlocks: { network, pageSize: 100 },
    listAllLatestTransactions: { network, pageSize: 100 },
    getAddressChains: { address: sender },
    listTeleporterMessages: { network, pageSize: 100 },
    getTeleporterMessage: { messageId: messages[0].messageId },
    listTeleporterAddressMessages: { network, address: messages[0].from, pageSize: 100 },
    getApiUsageMetrics: { timeInterval: 'hourly', groupBy: 'requestPath' },
    listApiLogs: { pageSize: 100 },
    getRpcUsageMetrics: { timeInterval: 'hourly' },
    getSubnetRpcUsageMetrics: { timeInterval: 'hourly' },
    dataHealthCheck: {},
    dataLiveCheck: {},
    metricsHealthCheck: {},
    metricsLiveCheck: {},
    listLatestVertices: { network, blockchainId: 'x-chain', pageSize: 100 },
    getVertex: { network, blockchainId: 'x-chain', vertexHash: vertices[0].vertexHash },
    getLastActivity: { network, blockchainId: 'x-chain', addresses: addressSet.addresses },
    getLastActivityOfAddressSet: { network, blockchainId: 'x-chain', body: addressSet },
    listUtxosOfAddressSet: { network, blockchainId: 'x-chain', pageSize: 100, body: addressSet },
    createWebhook: { body: webhookBody },
    listWebhooks: { pageSize: 100 },
    getWebhook: { id: webhookId },
    updateWebhook: { id: webhookId, body: { name: 'sample' } },
    deactivateWebhook: { id: webhookId },
    addWebhookAddresses: { id: webhookId, body: { addresses: [holder] } },
    listWebhookAddresses: { id: webhookId, pageSize: 100 },
    removeWebhookAddresses: { id: webhookId, body: { addresses: [holder] } },
    rotateWebhookSecret: {},
    getWebhookSecret: {},
  };
  return ENDPOINT_IDS.map((id) => {
    const params = samples[id];
    if (!params) throw new Error(`discovery: no sample request for ${id}; add one here`);
    return { id, params, built: buildRequest(id, params as EndpointParams<typeof id>) };
  });
}

/** The absolute URL of a sample (or any built request) on the given service. */
export function urlOf(urls: ServiceUrls, built: BuiltRequest): string {
  return (built.service === 'data' ? urls.dataUrl : urls.metricsUrl) + built.path;
}
