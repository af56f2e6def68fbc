import { decodeEventLog, decodeFunctionResult, encodeFunctionData, toFunctionSelector, type Abi, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvmChain } from '../sim/evm/evmChain';
import { METHODS, TX_KIND } from '../sim/evm/methods';
import { compiled } from '../sourcify/verifiedContracts';
import { serviceSuite, type Answer } from '../../test/support/rigs/serviceSuite';
import { MAX_BATCH } from './jsonRpc';
import { MAX_LOG_BLOCK_RANGE } from './ethMethods';

/**
 * The chains' JSON-RPC against the Data API over HTTP: a receipt's transfer logs are the transaction's transfers,
 * eth_call's balanceOf is balances:listErc20's balance at the same block, eth_getLogs is a scan of every receipt,
 * the verified ABIs hold the selectors the simulation's call data uses; and every error is a JSON-RPC error object.
 */
describe('JSON-RPC of the simulated chains (contract)', { timeout: 120_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  const { get, ok } = suite;
  let chain: EvmChain;
  let rpcUrl: string;
  const TOKEN = compiled('RidgeToken').abi;
  const COLLECTIBLE = compiled('RidgeCollectible').abi;
  const MULTI = compiled('RidgeMultiToken').abi;

  beforeAll(async () => {
    chain = suite.service.world.evm.chain('43114')!;
    const listed = await ok('listChains', '/v1/chains');
    rpcUrl = (listed.chains as Answer[]).find((c) => c.chainId === '43114')!.rpcUrl;
  });

  async function post(body: string): Promise<{ status: number; json: Answer }> {
    const r = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: r.status, json: (await r.json()) as Answer };
  }
  async function rpc(method: string, params: unknown[] = []): Promise<Answer> {
    const { status, json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    expect(status).toBe(200);
    return json;
  }
  // oxlint-disable-next-line typescript/no-explicit-any -- a method's result is read as the test's method returns it
  async function result(method: string, params: unknown[] = []): Promise<any> {
    const json = await rpc(method, params);
    expect(json.error, JSON.stringify(json.error)).toBeUndefined();
    return json.result;
  }
  const hex = (n: number) => `0x${n.toString(16)}`;

  /** Blocks of the chain's history with transactions of every kind: a sampled range. */
  function sampledBlocks(count: number): number[] {
    const out: number[] = [];
    for (let n = chain.headNumber; n > 0 && out.length < count; n -= 7) if (chain.store.blockTxCount.get(n) > 0) out.push(n);
    return out;
  }

  it('names the chain and its head as the Data API does', async () => {
    expect(await result('eth_chainId')).toBe('0xa86a');
    expect(await result('net_version')).toBe('43114');
    expect(await result('eth_blockNumber')).toBe(hex(chain.headNumber));
    const block = await result('eth_getBlockByNumber', ['latest', false]);
    const api = await ok('getBlock', `/v1/chains/43114/blocks/${chain.headNumber}`);
    expect(block.hash).toBe(api.blockHash);
    expect(parseInt(block.gasUsed, 16)).toBe(Number(api.gasUsed));
    expect(block.transactions).toHaveLength(api.txCount);
    expect(await result('eth_getBlockByHash', [api.blockHash, false])).toEqual(block);
    expect(await result('eth_getBlockByNumber', [hex(chain.headNumber + 5), false])).toBeNull();
  });

  it("gives every transaction of a sampled range receipt logs equal to the Data API's transfers", async () => {
    let compared = 0;
    for (const n of sampledBlocks(40)) {
      const block = await result('eth_getBlockByNumber', [hex(n), true]);
      let lastIndex = -1;
      for (const tx of block.transactions as Answer[]) {
        const [receipt, api] = await Promise.all([
          result('eth_getTransactionReceipt', [tx.hash]),
          ok('getTransaction', `/v1/chains/43114/transactions/${tx.hash}`),
        ]);
        expect(receipt.status).toBe(api.nativeTransaction.txStatus === '1' ? '0x1' : '0x0');
        expect(tx.input).toBe(api.nativeTransaction.input);
        expect(BigInt(tx.value).toString()).toBe(api.nativeTransaction.value);
        const erc20: Answer[] = [];
        const erc721: Answer[] = [];
        const erc1155: Answer[] = [];
        for (const l of receipt.logs as Answer[]) {
          expect(parseInt(l.logIndex, 16)).toBeGreaterThan(lastIndex); // log indexes grow through the block
          lastIndex = parseInt(l.logIndex, 16);
          const contract = chain.contract(l.address);
          const abi = contract?.kind === 'erc721' ? COLLECTIBLE : contract?.kind === 'erc1155' ? MULTI : TOKEN;
          let event: { eventName: string; args: Answer };
          try {
            event = decodeEventLog({ abi, topics: l.topics, data: l.data }) as never;
          } catch {
            continue; // the router's and the messenger's events
          }
          const parties = { from: event.args.from?.toLowerCase(), to: event.args.to?.toLowerCase(), logIndex: parseInt(l.logIndex, 16) };
          if (event.eventName === 'Transfer' && contract?.kind === 'erc20')
            erc20.push({ ...parties, token: l.address, value: String(event.args.value) });
          if (event.eventName === 'Transfer' && contract?.kind === 'erc721')
            erc721.push({ ...parties, token: l.address, tokenId: String(event.args.tokenId) });
          if (event.eventName === 'TransferSingle')
            erc1155.push({ ...parties, token: l.address, tokenId: String(event.args.id), value: String(event.args.value) });
        }
        const party = (t: Answer) => ({ from: t.from.address, to: t.to.address, logIndex: t.logIndex });
        expect(erc20).toEqual(
          (api.erc20Transfers ?? []).map((t: Answer) => ({ ...party(t), token: t.erc20Token.address, value: t.value })),
        );
        expect(erc721).toEqual(
          (api.erc721Transfers ?? []).map((t: Answer) => ({ ...party(t), token: t.erc721Token.address, tokenId: t.erc721Token.tokenId })),
        );
        expect(erc1155).toEqual(
          (api.erc1155Transfers ?? []).map((t: Answer) => ({
            ...party(t),
            token: t.erc1155Token.address,
            tokenId: t.erc1155Token.tokenId,
            value: t.value,
          })),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('answers eth_call balanceOf with balances:listErc20 at the same block', async () => {
    const s = chain.store;
    const atBlock = chain.headNumber - 50;
    const holders = new Set<string>();
    for (let i = s.erc20.count - 1; i >= 0 && holders.size < 8; i -= 97) holders.add(s.addressOf(s.erc20.to.get(i)));
    let checked = 0;
    for (const holder of holders) {
      const api = await ok(
        'listErc20Balances',
        `/v1/chains/43114/addresses/${holder}/balances:listErc20?pageSize=500&filterSpamTokens=false&blockNumber=${atBlock}`,
      );
      for (const b of api.erc20TokenBalances as Answer[]) {
        const data = encodeFunctionData({ abi: TOKEN, functionName: 'balanceOf', args: [holder as Hex] });
        const out = await result('eth_call', [{ to: b.address, data }, hex(atBlock)]);
        expect(String(decodeFunctionResult({ abi: TOKEN, functionName: 'balanceOf', data: out as Hex }))).toBe(b.balance);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
    const token = chain.wrappedNative();
    const call = (functionName: 'name' | 'symbol' | 'decimals') =>
      result('eth_call', [{ to: token.address, data: encodeFunctionData({ abi: TOKEN, functionName }) }]);
    expect(decodeFunctionResult({ abi: TOKEN, functionName: 'symbol', data: (await call('symbol')) as Hex })).toBe(token.symbol);
    expect(decodeFunctionResult({ abi: TOKEN, functionName: 'decimals', data: (await call('decimals')) as Hex })).toBe(token.decimals);
  });

  it('answers an ERC-721 owner as the chain records it, and reverts with the reason for a token not minted', async () => {
    const c = chain.store.contracts.find((x) => x.kind === 'erc721')!;
    const owner = chain.ownerOf(c, 1)!;
    const data = encodeFunctionData({ abi: COLLECTIBLE, functionName: 'ownerOf', args: [1n] });
    const out = await result('eth_call', [{ to: c.address, data }, 'latest']);
    expect(String(decodeFunctionResult({ abi: COLLECTIBLE, functionName: 'ownerOf', data: out as Hex })).toLowerCase()).toBe(owner);
    const missing = await rpc('eth_call', [
      { to: c.address, data: encodeFunctionData({ abi: COLLECTIBLE, functionName: 'ownerOf', args: [10n ** 9n] }) },
    ]);
    expect(missing.error).toMatchObject({ code: -32000, message: 'execution reverted: ERC721: invalid token ID' });
    expect(missing.error.data.startsWith('0x08c379a0')).toBe(true);
    const eoa = await result('eth_call', [{ to: owner, data }]);
    expect(eoa).toBe('0x');
  });

  it('answers eth_getLogs over a range as a scan of every receipt, with address and topic filters', async () => {
    const to = chain.headNumber - 20;
    const from = to - 400;
    const batch = async (calls: [string, unknown[]][]): Promise<Answer[]> => {
      const { json } = await post(JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))));
      return (json as Answer[]).sort((a, b) => a.id - b.id).map((r) => r.result);
    };
    const hashes: string[] = [];
    for (let n = from; n <= to; n += 100) {
      const blocks = await batch(
        Array.from({ length: Math.min(100, to - n + 1) }, (_, k) => ['eth_getBlockByNumber', [hex(n + k), false]]),
      );
      hashes.push(...blocks.flatMap((b) => b.transactions as string[]));
    }
    const scanned: Answer[] = [];
    for (let i = 0; i < hashes.length; i += 100) {
      const receipts = await batch(hashes.slice(i, i + 100).map((h) => ['eth_getTransactionReceipt', [h]]));
      scanned.push(...receipts.flatMap((r) => r.logs as Answer[]));
    }
    expect(scanned.length).toBeGreaterThan(10);
    expect(await result('eth_getLogs', [{ fromBlock: hex(from), toBlock: hex(to) }])).toEqual(scanned);
    const token = scanned[0].address;
    const topic0 = scanned[0].topics[0];
    expect(await result('eth_getLogs', [{ fromBlock: hex(from), toBlock: hex(to), address: token, topics: [topic0] }])).toEqual(
      scanned.filter((l) => l.address === token && l.topics[0] === topic0),
    );
    const someone = scanned.find((l) => l.topics.length > 2)!.topics[2];
    expect(await result('eth_getLogs', [{ fromBlock: hex(from), toBlock: hex(to), topics: [null, null, [someone]] }])).toEqual(
      scanned.filter((l) => l.topics[2] === someone),
    );
  });

  it("holds in the verified ABIs every selector the simulation's call data uses", () => {
    const selectors = (abi: Abi) => abi.filter((i) => i.type === 'function').map((f) => toFunctionSelector(f));
    const all = new Set(
      (['RidgeToken', 'RidgeCollectible', 'RidgeMultiToken', 'SwapRouter', 'TeleporterMessenger'] as const).flatMap((n) =>
        selectors(compiled(n).abi),
      ),
    );
    for (const kind of Object.values(TX_KIND))
      if (METHODS[kind].methodHash) expect(all, METHODS[kind].methodName).toContain(METHODS[kind].methodHash);
  });

  it('answers bad requests with JSON-RPC error objects, never an HTTP error', async () => {
    expect((await post('{not json')).json.error.code).toBe(-32700);
    expect((await post('[]')).json.error.code).toBe(-32600);
    expect((await post('{"id":1,"method":"eth_chainId"}')).json.error.code).toBe(-32600);
    const tooMany = JSON.stringify(Array.from({ length: MAX_BATCH + 1 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })));
    expect((await post(tooMany)).json.error).toMatchObject({ code: -32600, message: expect.stringContaining(String(MAX_BATCH)) });
    expect((await rpc('eth_sendRawTransaction', ['0x00'])).error.code).toBe(-32601);
    expect((await rpc('eth_getBalance', ['0x12', 'latest'])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('address'),
    });
    expect((await rpc('eth_getBalance', [chain.wrappedNative().address, '0x012'])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('block'),
    });
    expect((await rpc('eth_getBalance', [chain.wrappedNative().address, hex(chain.headNumber + 10)])).error).toMatchObject({
      code: -32000,
    });
    expect((await rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: hex(MAX_LOG_BLOCK_RANGE) }])).error.code).toBe(-32005);
    expect((await rpc('eth_getLogs', [{ topics: [1] }])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('filter.topics[0]'),
    });
    const batch = await post(
      JSON.stringify([{ jsonrpc: '2.0', id: 'a', method: 'eth_chainId' }, 5, { jsonrpc: '2.0', id: 'n', method: 'net_version' }]),
    );
    expect(batch.status).toBe(200);
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0xa86a' },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: '2.0', id: 'n', result: '43114' },
    ]);
    const unknown = await fetch(rpcUrl.replace(chain.spec.blockchainId, 'nope'), { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Answer).error.code).toBe(-32600);
    expect((await get('/v1/chains/43114')).status).not.toBe(500);
  });
});
