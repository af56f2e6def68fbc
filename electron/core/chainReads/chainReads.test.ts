import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors';
import type { ApiErrorInfo } from '../../../shared/bridge/errors';
import { createCore, type Core } from '../createCore';
import { ChainReads } from './chainReads';
import { openEncryptedFileVault } from '../stores/keyVaultAesGcm';
import { json, startFaultServer, type Reply } from '../../../test/support/faults/faultServer';
import { receiptShape, sourcifyContractShape, sourcifyNotFoundShape, TRANSFER_TOPIC } from '../../../test/realApi/chainShapes';
import { tempDir } from '../../../test/support/rigs/tempDir';

/**
 * The chain reads through the bridge as the renderer calls them, against stubs: a Data API whose chain list names a
 * JSON-RPC stub, and a Sourcify stub. Real-shaped answers are read; a hostile RPC (huge answers, bad hex, the wrong
 * chain, an endless batch) is refused with a message naming what is wrong; neither origin ever gets the key.
 */
const KEY = 'ak_live_chainreads_SECRET_9876';
const TOKEN = '0x1111111111111111111111111111111111111111';
const FROM = '0x2222222222222222222222222222222222222222';
const TO = '0x3333333333333333333333333333333333333333';
const TX = `0x${'ab'.repeat(32)}`;

type RpcReply = (body: { id: number; method: string; params: unknown[] }, res: ServerResponse) => void;
const rpcRoute =
  (answer: RpcReply): Reply =>
  (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => answer(JSON.parse(text), res));
  };
const result = (res: ServerResponse, id: number, value: unknown) => json(res, 200, { jsonrpc: '2.0', id, result: value });

let dir: Awaited<ReturnType<typeof tempDir>>;
let core: Core | undefined;
let servers: { close(): Promise<void> }[] = [];
beforeEach(async () => (dir = await tempDir()));
afterEach(async () => {
  await core?.close();
  core = undefined;
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await dir.remove();
});

/** A core on a remote profile whose Data API is a stub naming `rpc` as chain 43114's RPC, and `sourcify` as its source server. */
async function open(rpc: RpcReply, sourcify: Reply = (_q, res) => json(res, 404, sourcifyNotFoundShape('43114', TOKEN))) {
  const rpcServer = await startFaultServer({ '/rpc': rpcRoute(rpc) });
  const sourceServer = await startFaultServer({ [`/v2/contract/43114/${TOKEN}`]: sourcify });
  const data = await startFaultServer({
    '/v1/chains': (_q, res) =>
      json(res, 200, {
        chains: [{ chainId: '43114', chainName: 'C-Chain', rpcUrl: `${rpcServer.url}/rpc`, isTestnet: false, status: 'OK' }],
      }),
  });
  servers.push(rpcServer, sourceServer, data);
  core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
  });
  const saved = await call<{ profiles: { id: string; name: string }[] }>('profiles:save', {
    profile: { name: 'Stubbed', dataUrl: data.url, metricsUrl: data.url, defaultNetwork: 'mainnet', sourcifyUrl: sourceServer.url },
  });
  await call('profiles:activate', { id: saved.profiles.find((p) => p.name === 'Stubbed')!.id });
  await call('key:set', { key: KEY });
  return { rpcServer, sourceServer, data };
}

async function dispatch(channel: string, args: unknown): Promise<BridgeResult<unknown>> {
  return core!.dispatch(channel, args);
}
async function call<T>(channel: string, args: unknown): Promise<T> {
  const r = await dispatch(channel, args);
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data as T;
}
async function failure(channel: string, args: unknown): Promise<ApiErrorInfo> {
  const r = await dispatch(channel, args);
  if (r.ok) throw new Error(`expected ${channel} to fail, got ${JSON.stringify(r.data)}`);
  return r.error;
}

const chainStub =
  (then: RpcReply, chainId = '0xa86a'): RpcReply =>
  (body, res) =>
    body.method === 'eth_chainId' ? result(res, body.id, chainId) : then(body, res);

describe('chain reads through the bridge', () => {
  it('reads a real-shaped receipt and a verified source, and neither origin gets the key', async () => {
    const { rpcServer, sourceServer, data } = await open(
      chainStub((body, res) => result(res, body.id, receiptShape(TOKEN, FROM, TO, 5n * 10n ** 18n))),
      (_q, res) => json(res, 200, sourcifyContractShape('43114', TOKEN)),
    );
    const receipt = await call<{ status: string; logs: { address: string; topics: string[]; logIndex: number }[] }>('chain:receipt', {
      chainId: '43114',
      txHash: TX,
    });
    expect(receipt.status).toBe('success');
    expect(receipt.logs).toEqual([
      expect.objectContaining({ address: TOKEN, logIndex: 5, topics: [TRANSFER_TOPIC, expect.any(String), expect.any(String)] }),
    ]);
    const source = await call<{ verified: boolean; sources: { path: string }[]; compilation: { compilerVersion: string } }>(
      'source:contract',
      {
        chainId: '43114',
        address: TOKEN,
      },
    );
    expect(source).toMatchObject({ verified: true, match: 'exact_match', compilation: { compilerVersion: 'v0.8.20+commit.a1b79de6' } });
    expect(source.sources.map((s) => s.path)).toEqual(['contracts/Token.sol']);

    const headersOf = (requests: IncomingMessage[]) => requests.map((r) => JSON.stringify(r.headers));
    expect(headersOf(data.requests).some((h) => h.includes(KEY))).toBe(true); // the key does go to the Data API
    expect(rpcServer.requests.length).toBeGreaterThan(0);
    expect(sourceServer.requests.length).toBe(1);
    for (const h of [...headersOf(rpcServer.requests), ...headersOf(sourceServer.requests)]) expect(h).not.toContain(KEY);
  });

  it("asks the receipt's emitters' sources as it reads the receipt and hands them on; a failure is not held", async () => {
    let answers = 0;
    const { sourceServer } = await open(
      chainStub((body, res) => result(res, body.id, receiptShape(TOKEN, FROM, TO, 1n))),
      (_q, res) => (++answers === 1 ? json(res, 500, { message: 'down' }) : json(res, 200, sourcifyContractShape('43114', TOKEN))),
    );
    const path = `/v2/contract/43114/${TOKEN}`;
    await call('chain:receipt', { chainId: '43114', txHash: TX });
    await vi.waitFor(() => expect(sourceServer.hits(path)).toBe(1));
    // The first answer failed: the logs section's call asks again, and that answer is handed to the next call.
    await vi.waitFor(async () =>
      expect(await call('source:contract', { chainId: '43114', address: TOKEN })).toMatchObject({ verified: true }),
    );
    expect(await call('source:contract', { chainId: '43114', address: TOKEN })).toMatchObject({ verified: true });
    expect(sourceServer.hits(path)).toBe(2);
  });

  it('says plainly when a contract is not verified, and decodes a revert reason', async () => {
    const reason = 'ERC721: invalid token ID';
    const data = `0x08c379a0${(32).toString(16).padStart(64, '0')}${reason.length.toString(16).padStart(64, '0')}${Buffer.from(reason).toString('hex').padEnd(64, '0')}`;
    await open(
      chainStub((body, res) => json(res, 200, { jsonrpc: '2.0', id: body.id, error: { code: 3, message: 'execution reverted', data } })),
    );
    expect(await call('source:contract', { chainId: '43114', address: TOKEN })).toMatchObject({ verified: false });
    expect(await call('chain:call', { chainId: '43114', to: TOKEN, data: '0x6352211e', block: 'latest' })).toMatchObject({
      ok: false,
      reverted: true,
      reason,
    });
  });

  it('refuses bad arguments in the main process, naming them', async () => {
    await open(chainStub((body, res) => result(res, body.id, '0x')));
    expect(await failure('chain:call', { chainId: '43114', to: TOKEN, data: '0xabc', block: 'latest' })).toMatchObject({
      status: 400,
      field: 'data',
    });
    expect(await failure('chain:call', { chainId: '43114', to: '0x12', data: '0x', block: 'latest' })).toMatchObject({ field: 'to' });
    expect(await failure('chain:call', { chainId: '43114', to: TOKEN, data: '0x', block: -1 })).toMatchObject({ field: 'block' });
    expect(await failure('chain:receipt', { chainId: 'C', txHash: TX })).toMatchObject({ field: 'chainId' });
  });

  describe('a hostile RPC', () => {
    it('serving another chain is refused before anything is asked of it', async () => {
      await open(chainStub((body, res) => result(res, body.id, receiptShape(TOKEN, FROM, TO, 1n)), '0x1'));
      expect((await failure('chain:receipt', { chainId: '43114', txHash: TX })).message).toMatch(/serves chain 0x1, not chain 43114/);
    });

    it('sending bad hex is refused naming the field', async () => {
      const bad = receiptShape(TOKEN, FROM, TO, 1n);
      bad.logs[0].topics[1] = '0xnothex';
      await open(chainStub((body, res) => result(res, body.id, bad)));
      expect(await failure('chain:receipt', { chainId: '43114', txHash: TX })).toMatchObject({
        kind: 'invalid-response',
        field: 'logs.0.topics.1',
      });
    });

    it('sending huge logs is cut off', async () => {
      const huge = receiptShape(TOKEN, FROM, TO, 1n);
      huge.logs = Array.from({ length: 10_001 }, () => huge.logs[0]);
      await open(chainStub((body, res) => result(res, body.id, huge)));
      expect(await failure('chain:receipt', { chainId: '43114', txHash: TX })).toMatchObject({ field: 'logs' });
    });

    it('answering with an endless batch is cut off at the size cap', async () => {
      await open(
        chainStub((_body, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          const item = JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x' + '00'.repeat(4096) });
          const pump = () => {
            while (res.write(`${item},`)) {
              /* until the socket pushes back */
            }
          };
          res.write('[');
          res.on('drain', pump);
          res.on('close', () => res.off('drain', pump));
          pump();
        }),
      );
      expect((await failure('chain:call', { chainId: '43114', to: TOKEN, data: '0x', block: 'latest' })).message).toMatch(
        /more than 16 MB/,
      );
    }, 30_000);
  });
});

describe('the local profile', () => {
  it("asks today's local service, whatever port the kept chain list names", async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(String(url));
      const body = JSON.parse(String(init?.body)) as { id: number; method: string };
      const answer = body.method === 'eth_chainId' ? '0xa86a' : { status: '0x1', logs: [] };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: answer }));
    }) as typeof fetch;
    const reads = new ChainReads({
      profile: () => ({ id: 'local', name: 'Local', kind: 'local', defaultNetwork: 'mainnet' }),
      connection: {
        client: async () => ({ dataUrl: 'http://127.0.0.1:5555' }) as never,
        request: (async () => ({ chains: [{ chainId: '43114', rpcUrl: 'http://127.0.0.1:1111/ext/bc/C2/rpc' }] })) as never,
        throughArchive: (_kind, _path, ask) => ask(),
      },
      fetch: fakeFetch,
    });
    expect(await reads.receipt('43114', TX)).toMatchObject({ status: 'success', logs: [], rpcUrl: 'http://127.0.0.1:5555/ext/bc/C2/rpc' });
    expect(new Set(asked)).toEqual(new Set(['http://127.0.0.1:5555/ext/bc/C2/rpc']));
  });
});
