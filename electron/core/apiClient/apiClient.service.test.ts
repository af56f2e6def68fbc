import { createServer, type Server } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, type EndpointId, type EndpointParams } from '../../../shared/api/endpoints';
import { ApiClient, ApiClientError } from './apiClient';
import { dataFolderService } from '../../../test/support/rigs/dataFolderService';

/**
 * The client against the real local service over HTTP, every endpoint id. Ids are discovered
 * through the API itself (a chain from listChains, a block from listLatestBlocks…), as a view would.
 */
const localService = dataFolderService();
let client: ApiClient;
const covered = new Set<EndpointId>();
/** The path of every request the client sent to the data service, in order: what its usage and logs must show. */
const sentToData: string[] = [];

beforeAll(() => {
  const service = localService();
  const recording: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(service.dataUrl)) sentToData.push(new URL(url).pathname);
    return fetch(input, init);
  };
  client = new ApiClient({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, fetch: recording });
});

async function call<Id extends EndpointId>(id: Id, params: EndpointParams<Id>) {
  covered.add(id);
  return client.request(id, params);
}

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

describe('ApiClient against the local service', () => {
  it('answers every endpoint of the table with a response its schema accepts', async () => {
    const { chains } = await call('listChains', { network: 'mainnet' });
    const chainId = chains?.[0]?.chainId as string;
    expect(chainId).toBe('43114');

    const { blocks } = await call('listLatestBlocks', { chainId, pageSize: 5 });
    const block = blocks?.[0];
    expect(await call('getBlock', { chainId, blockId: block?.blockNumber as string })).toMatchObject({ blockHash: block?.blockHash });
    expect(await call('getBlock', { chainId, blockId: block?.blockHash as string })).toMatchObject({ blockNumber: block?.blockNumber });

    const { transactions } = await call('listLatestTransactions', { chainId, pageSize: 100 });
    expect(transactions?.length).toBeGreaterThan(0);
    const contractCall = transactions?.find((t) => t.method?.callType === 'CONTRACT_CALL');
    const sender = transactions?.[0]?.from?.address as string;
    expect((await call('getNativeBalance', { chainId, address: sender })).nativeTokenBalance?.balance).toMatch(/^\d+$/);
    // The explorer's reads beyond the interface.
    const txHash = transactions?.[0]?.txHash as string;
    expect((await call('getTransaction', { chainId, txHash })).nativeTransaction?.txHash).toBe(txHash);
    expect(
      (await call('listBlockTransactions', { chainId, blockId: transactions?.[0]?.blockNumber as string })).transactions?.map(
        (t) => t.txHash,
      ),
    ).toContain(txHash);
    expect((await call('listTransactions', { chainId, address: sender })).transactions?.length).toBeGreaterThan(0);
    expect((await call('listNativeTransactions', { chainId, address: sender })).transactions?.length).toBeGreaterThan(0);
    const involvesSender = (t: { from?: { address?: string }; to?: { address?: string } }) =>
      [t.from?.address, t.to?.address].some((a) => a?.toLowerCase() === sender.toLowerCase());
    for (const id of ['listErc20Transfers', 'listErc721Transfers', 'listErc1155Transfers', 'listInternalTransactions'] as const) {
      const { transactions: items } = await call(id, { chainId, address: sender });
      expect(
        items?.filter((t) => !involvesSender(t)),
        id,
      ).toEqual([]);
    }
    expect((await call('listErc20Balances', { chainId, address: sender, filterSpamTokens: false })).nativeTokenBalance?.symbol).toBe(
      'AVAX',
    );
    const erc721 = (await call('listErc721Balances', { chainId, address: sender })).erc721TokenBalances ?? [];
    expect(erc721.filter((b) => b.ercType !== 'ERC-721')).toEqual([]);
    const erc1155 = (await call('listErc1155Balances', { chainId, address: sender })).erc1155TokenBalances ?? [];
    expect(erc1155.filter((b) => b.ercType !== 'ERC-1155' || !/^\d+$/.test(b.balance ?? ''))).toEqual([]);

    const deployment = await call('getDeploymentTransaction', { chainId, address: contractCall?.to?.address as string }).catch(
      (e: ApiClientError) => e,
    );
    if (deployment instanceof ApiClientError) expect(deployment.info).toMatchObject({ status: 404, kind: 'http' });
    else expect(deployment.nativeTransaction?.txHash).toMatch(/^0x/);

    // An NFT: the first collectible any recent sender holds.
    let nft: { address?: string; tokenId?: string } | undefined;
    for (const t of transactions ?? []) {
      const { collectibleBalances } = await call('listCollectibleBalances', { chainId, address: t.from?.address as string, pageSize: 5 });
      nft = collectibleBalances?.find((c) => c.ercType === 'ERC-721');
      if (nft) break;
    }
    expect(nft?.address).toMatch(/^0x/);
    expect((await call('listNftTokens', { chainId, address: nft?.address as string })).tokens?.length).toBeGreaterThan(0);
    await expect(
      call('reindexNft', { chainId, address: nft?.address as string, tokenId: nft?.tokenId as string }),
    ).resolves.toBeUndefined();

    const { blockchains } = await call('listBlockchains', { network: 'mainnet' });
    const withSubnet = blockchains?.find((b) => b.subnetId && b.subnetId !== '11111111111111111111111111111111LpoYY');
    expect(await call('getBlockchain', { network: 'mainnet', blockchainId: withSubnet?.blockchainId as string })).toMatchObject({
      blockchainId: withSubnet?.blockchainId,
    });
    expect(await call('getSubnet', { network: 'mainnet', subnetId: withSubnet?.subnetId as string })).toMatchObject({
      subnetId: withSubnet?.subnetId,
    });
    expect((await call('listSubnets', { network: 'mainnet' })).subnets?.map((s) => s.subnetId)).toContain(withSubnet?.subnetId);

    const assetTxs = await call('listAssetTransactions', { network: 'mainnet', blockchainId: 'x-chain', assetId: AVAX, pageSize: 20 });
    const xAddress = assetTxs.transactions?.flatMap((t) => t.emittedUtxos ?? []).flatMap((u) => u.addresses ?? [])[0] as string;
    expect(xAddress).toMatch(/avax1/);
    const pAddress = `P-${xAddress.replace(/^[PXC]-/, '')}`;
    const chainIds = (await call('listChainIdsForAddresses', { network: 'mainnet', addresses: [pAddress] })).addresses;
    expect(chainIds?.map((a) => a.address)).toEqual([pAddress]);
    const pBalances = await call('getPrimaryBalances', { network: 'mainnet', blockchainId: 'p-chain', addresses: [pAddress] });
    expect(pBalances.chainInfo).toMatchObject({ chainName: 'p-chain', network: 'mainnet' });
    expect(pBalances.balances).toHaveProperty('unlockedUnstaked');
    const xBalances = await call('getPrimaryBalances', { network: 'mainnet', blockchainId: 'x-chain', addresses: [xAddress] });
    expect(xBalances.chainInfo).toMatchObject({ chainName: 'x-chain', network: 'mainnet' });
    const historical = (await call('listHistoricalRewards', { network: 'mainnet', addresses: [pAddress] })).historicalRewards ?? [];
    expect(historical.filter((r) => !/^\d+$/.test(r.reward?.amount ?? ''))).toEqual([]);
    const pending = (await call('listPendingRewards', { network: 'mainnet', addresses: [pAddress] })).pendingRewards ?? [];
    expect(pending.filter((r) => !/^\d+$/.test(r.estimatedReward?.amount ?? ''))).toEqual([]);
    const vertices = (await call('listVertices', { network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 0 })).vertices;
    expect(vertices?.length).toBeGreaterThan(0);
    expect(vertices?.filter((v) => v.vertexHeight !== 0)).toEqual([]);
    // The Primary Network explorer's reads beyond the interface.
    const pTxs = await call('listPrimaryTransactions', { network: 'mainnet', blockchainId: 'p-chain', addresses: [pAddress] });
    const pTx = pTxs.transactions?.[0];
    expect(pTx?.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{40,60}$/);
    expect(
      await call('getPrimaryTransaction', { network: 'mainnet', blockchainId: 'p-chain', txHash: pTx?.txHash as string }),
    ).toMatchObject({ txHash: pTx?.txHash });
    const staking = await call('listPrimaryStakingTransactions', { network: 'mainnet', blockchainId: 'p-chain', addresses: [pAddress] });
    expect(staking.transactions?.filter((t) => !/Validator|Delegator/.test(t.txType ?? ''))).toEqual([]);
    const pBlocks = await call('listPrimaryBlocks', { network: 'mainnet', blockchainId: 'p-chain', pageSize: 5 });
    const pBlock = pBlocks.blocks?.[0];
    expect(
      await call('getPrimaryBlock', { network: 'mainnet', blockchainId: 'p-chain', blockId: pBlock?.blockNumber as string }),
    ).toMatchObject({ blockHash: pBlock?.blockHash });
    const utxos = (await call('listUtxos', { network: 'mainnet', blockchainId: 'x-chain', addresses: [xAddress] })).utxos ?? [];
    expect(utxos.length).toBeGreaterThan(0);
    expect(utxos.filter((u) => !u.addresses?.includes(`X-${xAddress.replace(/^[PXC]-/, '')}`))).toEqual([]);
    expect(await call('getXChainAsset', { network: 'mainnet', blockchainId: 'x-chain', assetId: AVAX })).toMatchObject({ assetId: AVAX });
    const { validators } = await call('listValidators', { network: 'mainnet', pageSize: 5 });
    const nodeId = validators?.[0]?.nodeId as string;
    expect((await call('getValidator', { network: 'mainnet', nodeId })).validators?.[0]?.nodeId).toBe(nodeId);
    const delegators = (await call('listDelegators', { network: 'mainnet', nodeIds: [nodeId] })).delegators ?? [];
    expect(delegators.filter((d) => d.nodeId !== nodeId)).toEqual([]);
    const proposed = await call('listBlocksByNode', { network: 'mainnet', blockchainId: 'p-chain', nodeId, pageSize: 2 });
    expect(proposed.blocks?.[0]?.proposerDetails?.proposerNodeId).toBe(nodeId);
    const l1Validators = (await call('listL1Validators', { network: 'mainnet' })).validators ?? [];
    expect(l1Validators.length).toBeGreaterThan(0);
    expect(l1Validators.filter((v) => !v.nodeId?.startsWith('NodeID-'))).toEqual([]);
    // Cross-chain messages: the list, one of them, and its sender's messages.
    const message = (await call('listIcmMessages', { network: 'mainnet', pageSize: 5 })).messages?.[0];
    expect(message?.messageId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await call('getIcmMessage', { messageId: message?.messageId as string })).toMatchObject({ messageId: message?.messageId });
    expect((await call('listIcmAddressMessages', { address: message?.from as string })).messages?.map((m) => m.messageId)).toContain(
      message?.messageId,
    );

    const operation = await call('createTransactionExport', {
      body: { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [sender], includeChains: [chainId] } },
    });
    expect(operation.operationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await call('getOperation', { operationId: operation.operationId as string })).toMatchObject({
      operationId: operation.operationId,
    });

    expect((await call('getAvgTps', { chainId })).results?.length).toBeGreaterThan(0);
    expect((await call('getChainMetric', { chainId, metric: 'txCount', timeInterval: 'hour', pageSize: 24 })).results).toHaveLength(24);
    // The network dashboards' reads.
    expect((await call('listMetricsChains', { network: 'mainnet' })).chains?.length).toBeGreaterThan(0);
    expect(await call('getMetricsChain', { chainId })).toMatchObject({ evmChainId: Number(chainId) });
    expect((await call('getChainRollingWindowMetric', { chainId, metric: 'txCount' })).result?.allTime).toBeGreaterThan(0);
    expect((await call('getStakingMetric', { network: 'mainnet', metric: 'validatorCount', pageSize: 3 })).results).toHaveLength(3);
    expect((await call('getIcmSummary', {})).result?.allTime).toBeGreaterThan(0);
    expect((await call('getIcmTimeseries', { pageSize: 3 })).results).toHaveLength(3);
    const l1 = (await call('listL1Validators', { network: 'mainnet' })).validators?.[0];
    // Each fee series: daily points, newest first, every value a count or an amount.
    const daily = (results: { timestamp?: number; value?: number }[] | undefined) => {
      expect(results?.length).toBeGreaterThan(0);
      expect(results?.filter((r) => !Number.isFinite(r.value) || (r.timestamp ?? 0) % 86_400 !== 0)).toEqual([]);
      expect(results?.map((r) => r.timestamp)).toEqual(results?.map((r) => r.timestamp).sort((a, b) => Number(b) - Number(a)));
    };
    daily((await call('getNodeFeeMetric', { nodeId: l1?.nodeId as string, metric: 'perNodeDailyFeesPaid' })).results);
    daily((await call('getL1ValidatorsMetric', { metric: 'totalValidatorFeesDaily' })).results);
    const validation = { l1ValidationId: l1?.validationId as string, metric: 'validationFeesDaily' } as const;
    daily((await call('getValidationFeeMetric', validation)).results);
    daily((await call('getSubnetFeeMetric', { subnetId: l1?.subnetId as string, metric: 'perSubnetPayingValidators' })).results);
    const members = await call('getSubnetValidatorAddresses', { subnetId: l1?.subnetId as string, pageSize: 2 });
    expect(members.addresses?.[0]?.addresses?.[0]).toMatch(/^P-avax1/);
    expect((await call('listBtcbBridgers', { threshold: '1', pageSize: 2 })).addresses?.[0]?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await call('getAvaxSupply', {})).totalSupply).toMatch(/^\d+(\.\d+)?$/);
    expect((await call('getNetworkDetails', { network: 'mainnet' })).validatorDetails?.validatorCount).toBeGreaterThan(0);

    // Signature aggregation: a signed message, or (for a tx the simulation does not know) the API's own error.
    for (const attempt of [
      () => call('aggregateSignatures', { network: 'mainnet', body: { message: '0x00' } }),
      () => call('getAggregatedSignatures', { network: 'mainnet', txHash: AVAX }),
    ]) {
      const r = await attempt().catch((e: ApiClientError) => e);
      if (r instanceof ApiClientError)
        expect(r.info).toMatchObject({ kind: 'http', status: expect.any(Number), message: expect.anything() });
      else expect(r.signedMessage).toMatch(/^(0x)?[0-9a-f]+$/i);
    }

    // The reads that complete the EVM half: one chain, a token's metadata and transfers, deployments, an address's chains.
    const chain = await call('getChain', { chainId });
    expect(chain).toMatchObject({ chainId, platformChainId: chains?.[0]?.platformChainId });
    expect(chain.rpcUrl).toBe(`${localService().dataUrl}/ext/bc/${chain.platformChainId}/rpc`);
    const erc20Transfer = (await call('listErc20Transfers', { chainId, address: sender })).transactions?.[0];
    const tokenAddress = erc20Transfer?.erc20Token?.address as string;
    expect(tokenAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const token = await call('getContractMetadata', { chainId, address: tokenAddress });
    expect(token).toMatchObject({ address: tokenAddress, ercType: 'ERC-20', symbol: erc20Transfer?.erc20Token?.symbol });
    const { transfers } = await call('listTokenTransfers', { chainId, address: tokenAddress, pageSize: 50 });
    expect(transfers?.length).toBeGreaterThan(0);
    expect(transfers?.filter((t) => t.erc20Token?.address?.toLowerCase() !== tokenAddress.toLowerCase())).toEqual([]);
    // The sender's transfer is among the token's, however many newer ones came first.
    const seen = [...(transfers ?? [])];
    let next = (await call('listTokenTransfers', { chainId, address: tokenAddress, pageSize: 50 })).nextPageToken;
    for (let i = 0; i < 50 && next && !seen.some((t) => t.txHash === erc20Transfer?.txHash); i++) {
      const more = await call('listTokenTransfers', { chainId, address: tokenAddress, pageSize: 50, pageToken: next });
      seen.push(...(more.transfers ?? []));
      next = more.nextPageToken;
    }
    expect(seen.map((t) => t.txHash)).toContain(erc20Transfer?.txHash);
    const called = await call('getContractMetadata', { chainId, address: contractCall?.to?.address as string });
    expect(called.address?.toLowerCase()).toBe(contractCall?.to?.address?.toLowerCase());
    const deployed = [token, called].find((m) => m.deploymentDetails?.deployerAddress);
    const deployer = deployed?.deploymentDetails?.deployerAddress as string;
    expect(deployer).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const { contracts } = await call('listContractDeployments', { chainId, address: deployer, pageSize: 100 });
    expect(contracts?.map((c) => c.address?.toLowerCase())).toContain(deployed?.address?.toLowerCase());
    expect(contracts?.filter((c) => c.deploymentDetails?.deployerAddress?.toLowerCase() !== deployer.toLowerCase())).toEqual([]);
    const addressChains = await call('listAddressChains', { address: sender });
    expect(addressChains.indexedChains?.map((c) => c.chainId)).toContain('43114');
    expect(await call('getAddressChains', { address: sender })).toEqual(addressChains);
    const nftToken = await call('getNftToken', { chainId, address: nft?.address as string, tokenId: nft?.tokenId as string });
    expect(nftToken).toMatchObject({ address: nft?.address, tokenId: nft?.tokenId, ercType: 'ERC-721' });
    // Every chain's newest blocks and transactions, newest first; the deprecated paths answer the same.
    const allBlocks = (await call('listLatestBlocksAllChains', { network: 'mainnet', pageSize: 20 })).blocks ?? [];
    expect(allBlocks.length).toBe(20);
    expect(allBlocks.map((b) => b.blockTimestamp)).toEqual(allBlocks.map((b) => b.blockTimestamp).sort((a, b) => Number(b) - Number(a)));
    expect(new Set(allBlocks.map((b) => b.chainId)).size).toBeGreaterThan(1);
    expect((await call('listAllLatestBlocks', { network: 'mainnet', pageSize: 20 })).blocks).toEqual(allBlocks);
    const allTxs = (await call('listLatestTransactionsAllChains', { network: 'mainnet', pageSize: 20 })).transactions ?? [];
    expect(allTxs.length).toBe(20);
    expect(allTxs.map((t) => t.blockTimestamp)).toEqual(allTxs.map((t) => t.blockTimestamp).sort((a, b) => Number(b) - Number(a)));
    expect((await call('listAllLatestTransactions', { network: 'mainnet', pageSize: 20 })).transactions).toEqual(allTxs);
    // The deprecated cross-chain message paths answer as the ICM rows.
    expect((await call('listTeleporterMessages', { network: 'mainnet', pageSize: 5 })).messages?.[0]).toEqual(message);
    expect(await call('getTeleporterMessage', { messageId: message?.messageId as string })).toEqual(
      await call('getIcmMessage', { messageId: message?.messageId as string }),
    );
    // The page tokens are signed for their own path: the messages are what must agree.
    expect((await call('listTeleporterAddressMessages', { address: message?.from as string })).messages).toEqual(
      (await call('listIcmAddressMessages', { address: message?.from as string })).messages,
    );

    // The last Primary Network reads: the latest vertices, one by hash, last activity (GET and POST), POSTed utxos.
    const latestVertices = (await call('listLatestVertices', { network: 'mainnet', blockchainId: 'x-chain', pageSize: 10 })).vertices ?? [];
    expect(latestVertices.length).toBeGreaterThan(0);
    expect(latestVertices.map((v) => v.vertexIndex)).toEqual(
      latestVertices.map((v) => v.vertexIndex).sort((a, b) => Number(b) - Number(a)),
    );
    const newestVertex = latestVertices[0];
    expect(await call('getVertex', { network: 'mainnet', blockchainId: 'x-chain', vertexHash: newestVertex.vertexHash as string })).toEqual(
      newestVertex,
    );
    const lastActivity = await call('getLastActivity', { network: 'mainnet', blockchainId: 'p-chain', addresses: [pAddress] });
    expect(lastActivity).toMatchObject({ chainName: 'p-chain', network: 'mainnet', timestamp: expect.any(Number) });
    expect(lastActivity.timestamp).toBeGreaterThanOrEqual(Math.max(...(pTxs.transactions ?? []).map((t) => Number(t.blockTimestamp))));
    expect(
      await call('getLastActivityOfAddressSet', { network: 'mainnet', blockchainId: 'p-chain', body: { addresses: pAddress } }),
    ).toEqual(lastActivity);
    const xPrefixed = `X-${xAddress.replace(/^[PXC]-/, '')}`;
    const posted = await call('listUtxosOfAddressSet', { network: 'mainnet', blockchainId: 'x-chain', body: { addresses: [xPrefixed] } });
    expect(posted.utxos).toEqual(utxos);

    // Webhooks, kept per key (here: the requests without one), delivered only to a loopback receiver of this test.
    const receiver: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
      const hook = await call('createWebhook', {
        body: { eventType: 'address_activity', url, name: 'sender', chainId, metadata: { addresses: [sender] } },
      });
      expect(hook).toMatchObject({ status: 'active', url, name: 'sender', chainId, metadata: { addresses: [sender.toLowerCase()] } });
      const id = hook.id as string;
      expect(await call('getWebhook', { id })).toEqual(hook);
      expect((await call('listWebhooks', {})).webhooks?.map((w) => w.id)).toEqual([id]);
      const renamed = await call('updateWebhook', { id, body: { name: 'paused sender', status: 'inactive' } });
      expect(renamed).toMatchObject({ id, name: 'paused sender', status: 'inactive' });
      expect(await call('getWebhook', { id })).toEqual(renamed);
      const other = tokenAddress.toLowerCase();
      expect((await call('addWebhookAddresses', { id, body: { addresses: [tokenAddress] } })).metadata?.addresses).toEqual([
        sender.toLowerCase(),
        other,
      ]);
      expect(await call('listWebhookAddresses', { id })).toMatchObject({ addresses: [sender.toLowerCase(), other], totalAddresses: 2 });
      expect((await call('removeWebhookAddresses', { id, body: { addresses: [sender] } })).metadata?.addresses).toEqual([other]);
      expect(await call('listWebhookAddresses', { id })).toMatchObject({ addresses: [other], totalAddresses: 1 });
      expect(await call('deactivateWebhook', { id })).toMatchObject({ id, status: 'inactive' });
      const gone = await call('getWebhook', { id }).catch((e: ApiClientError) => e);
      expect(gone instanceof ApiClientError && gone.info).toMatchObject({ status: 404, kind: 'http' });
      expect((await call('listWebhooks', {})).webhooks).toEqual([]);
      // The shared secret: each rotation makes a new one, and reading it gives the latest.
      const first = (await call('rotateWebhookSecret', {})).secret;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect((await call('getWebhookSecret', {})).secret).toBe(first);
      const rotated = (await call('rotateWebhookSecret', {})).secret;
      expect(rotated).toMatch(/^[0-9a-f]{64}$/);
      expect(rotated).not.toBe(first);
      expect((await call('getWebhookSecret', {})).secret).toBe(rotated);
    } finally {
      await new Promise((r) => receiver.close(r));
    }

    // The API console: health, then the usage and logs of the requests this test made.
    for (const id of ['dataHealthCheck', 'dataLiveCheck', 'metricsHealthCheck', 'metricsLiveCheck'] as const) {
      const health = await call(id, {});
      expect(health.status, id).toBe('ok');
      expect(health.error ?? {}, id).toEqual({});
    }
    // JSON-RPC to the C-Chain and to an L1 of the network, at the chains' own rpcUrl.
    const l1Chain = chains?.find((c) => c.chainId !== chainId && c.subnetId !== chain.subnetId) as typeof chain;
    expect(l1Chain?.rpcUrl).toBe(`${localService().dataUrl}/ext/bc/${l1Chain?.platformChainId}/rpc`);
    const rpc = async (rpcUrl: string, method: string) => {
      const r = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      });
      return ((await r.json()) as { result: string }).result;
    };
    expect(await rpc(chain.rpcUrl as string, 'eth_chainId')).toBe('0xa86a');
    expect(Number(await rpc(l1Chain.rpcUrl as string, 'eth_blockNumber'))).toBeGreaterThan(0);
    const rpcCounts = (m: { metrics?: { values?: { groupValue?: string | number; totalRequests?: number }[] }[] }) => {
      const counts: Record<string, number> = {};
      for (const v of (m.metrics ?? []).flatMap((b) => b.values ?? []))
        counts[String(v.groupValue)] = (counts[String(v.groupValue)] ?? 0) + (v.totalRequests ?? 0);
      return counts;
    };
    // Both calls count as RPC usage; the subnet form counts only the L1's.
    expect(rpcCounts(await call('getRpcUsageMetrics', { groupBy: 'responseCode' }))).toEqual({ 200: 2 });
    expect(rpcCounts(await call('getRpcUsageMetrics', { groupBy: 'rpcMethod' }))).toEqual({ eth_chainId: 1, eth_blockNumber: 1 });
    expect(rpcCounts(await call('getSubnetRpcUsageMetrics', { groupBy: 'responseCode' }))).toEqual({ 200: 1 });
    const dataRequests = sentToData.length;
    const usage = await call('getApiUsageMetrics', { requestType: 'data' });
    const counted = (usage.metrics ?? []).flatMap((b) => b.values ?? []).reduce((n, v) => n + (v.totalRequests ?? 0), 0);
    expect(counted).toBe(dataRequests);
    const latest = sentToData.slice(-10).reverse();
    const { logs } = await call('listApiLogs', { requestType: 'data', pageSize: 10 });
    expect(logs?.map((l) => l.requestPath)).toEqual(latest);
    expect(logs?.[0]).toMatchObject({ requestPath: '/v1/apiUsageMetrics', responseCode: 200, apiCreditsConsumed: 20 });

    expect([...covered].sort()).toEqual([...ENDPOINT_IDS].sort());
  }, 60_000);

  it('brings back the API message of a real 404 and 400', async () => {
    const notFound = await client.request('getBlock', { chainId: '43114', blockId: '999999999' }).catch((e: ApiClientError) => e);
    expect(notFound).toBeInstanceOf(ApiClientError);
    expect((notFound as ApiClientError).info).toMatchObject({ status: 404, error: 'Not Found', kind: 'http' });
    expect(typeof (notFound as ApiClientError).info.message).toBe('string');
  });
});
