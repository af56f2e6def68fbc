import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors';
import { createCore, type Core } from '../createCore';
import { openEncryptedFileVault } from '../stores/keyVaultAesGcm';
import { PersistedAnswers } from './persistedAnswers';
import { json, startFaultServer } from '../../../test/support/faults/faultServer';
import { tempDir } from '../../../test/support/rigs/tempDir';

// The shape of GET /v1/chains (the interface's gaps: an EVM chain list).
const chain = (chainId: string, chainName: string) => ({
  chainId,
  chainName,
  status: 'OK',
  description: `${chainName} chain`,
  platformChainId: `p${chainId}`,
  subnetId: 's',
  vmId: 'v',
  vmName: 'EVM',
  isTestnet: false,
  networkToken: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: '', description: '' },
  enabledFeatures: [],
});
const CHAINS = '/v1/chains';
const BLOCKCHAIN = '/v1/networks/mainnet/blockchains/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: Awaited<ReturnType<typeof startFaultServer>>;
let answer: { chains: unknown[] };
let hits: string[];
/** The embedded service of the next launch has started when this resolves. */
let serviceReady: Promise<void>;
const cores: Core[] = [];

beforeEach(async () => {
  dir = await tempDir();
  hits = [];
  serviceReady = Promise.resolve();
  answer = { chains: [chain('43114', 'C-Chain')] };
  server = await startFaultServer({
    [CHAINS]: (req, res) => (hits.push(req.url!), json(res, 200, answer)),
    [BLOCKCHAIN]: (req, res) => (
      hits.push(req.url!),
      json(res, 200, { blockchainId: 'x', blockchainName: 'C-Chain', createBlockTimestamp: 1 })
    ),
  });
});
afterEach(async () => {
  for (const c of cores.splice(0)) await c.close();
  await server.close();
  await dir.remove();
});

/** One launch of the app on the test's data folder, its local profile served by the stub. */
async function launch(): Promise<Core> {
  const core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => (await serviceReady, { dataUrl: server.url, metricsUrl: server.url, close: async () => undefined }),
  });
  cores.push(core);
  return core;
}

function data<T>(r: BridgeResult<T>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data;
}
const ask = (core: Core, endpointId: string, params: Record<string, unknown> = {}) =>
  core.dispatch('api:request', { requestId: `r${Math.random().toString(36).slice(2)}`, endpointId, params }).then(data) as Promise<any>;
const names = (r: { chains: { chainName: string }[] }) => r.chains.map((c) => c.chainName);
const answerFiles = async () => (await readdir(join(dir.path, 'answers')).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};

describe('answers kept across launches', () => {
  it('serves the chain list of the last launch before the service has started, then refreshes it in the background for the next', async () => {
    expect(names(await ask(await launch(), 'listChains'))).toEqual(['C-Chain']);
    await until(async () => (await answerFiles()).length === 1);
    for (const c of cores.splice(0)) await c.close();

    // Next launch: the service takes its time; the chain list comes from disk at once.
    let start!: () => void;
    serviceReady = new Promise((r) => (start = r));
    answer = { chains: [chain('43114', 'C-Chain'), chain('432204', 'Summit L1')] };
    const second = await launch();
    hits = [];
    expect(names(await ask(second, 'listChains'))).toEqual(['C-Chain']);
    expect(hits).toEqual([]);
    // Once the service answers, the new list is served and saved (asked once per launch, not on every view).
    start();
    await until(() => hits.length === 1);
    await until(async () => names(await ask(second, 'listChains')).length === 2);
    expect(hits).toHaveLength(1);
    for (const c of cores.splice(0)) await c.close();
    await until(async () => (await readFile(join(dir.path, 'answers', (await answerFiles())[0]), 'utf8')).includes('Summit L1'));

    const third = await launch();
    expect(names(await ask(third, 'listChains'))).toEqual(['C-Chain', 'Summit L1']);
  });

  it('keeps one list per query, and a blockchain for good (asked once over two launches)', async () => {
    const first = await launch();
    await ask(first, 'listChains', { network: 'fuji' });
    await ask(first, 'getBlockchain', { network: 'mainnet', blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5' });
    await until(async () =>
      (await readFile(join(dir.path, 'answers', (await answerFiles())[0] ?? 'none'), 'utf8').catch(() => '')).includes('blockchainName'),
    );
    for (const c of cores.splice(0)) await c.close();
    hits = [];
    const second = await launch();
    const blockchain = await ask(second, 'getBlockchain', {
      network: 'mainnet',
      blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    });
    expect(blockchain.blockchainName).toBe('C-Chain');
    // The mainnet list was never asked for: it goes to the service.
    await ask(second, 'listChains');
    await until(() => hits.length >= 1);
    expect(hits.filter((h) => h.startsWith(BLOCKCHAIN))).toEqual([]);
    expect(hits).toContain(CHAINS);
  });

  it("never serves one origin's answers to another profile or origin", async () => {
    const first = await launch();
    await ask(first, 'listChains');
    await until(async () => (await answerFiles()).length === 1);
    // A remote profile on another origin (the same stub, by another name) asks its own service.
    const otherOrigin = server.url.replace('127.0.0.1', 'localhost');
    const state = data(
      await first.dispatch('profiles:save', {
        profile: { name: 'Other', dataUrl: otherOrigin, metricsUrl: otherOrigin, defaultNetwork: 'mainnet' },
      }),
    ) as any;
    const other = state.profiles.find((p: { name: string }) => p.name === 'Other');
    data(await first.dispatch('profiles:activate', { id: other.id }));
    answer = { chains: [chain('1', 'Elsewhere')] };
    hits = [];
    expect(names(await ask(first, 'listChains'))).toEqual(['Elsewhere']);
    expect(hits).toEqual([CHAINS]);
    await until(async () => (await answerFiles()).length === 2);
  });

  it('reads a damaged file as no answers (kept aside), and an answer that no longer fits its schema as none', async () => {
    const first = await launch();
    await ask(first, 'listChains');
    await until(async () => (await answerFiles()).length === 1);
    for (const c of cores.splice(0)) await c.close();
    const file = join(dir.path, 'answers', (await answerFiles())[0]);
    const saved = JSON.parse(await readFile(file, 'utf8'));

    saved.entries[0].answer = { chains: 'not a list' };
    await writeFile(file, JSON.stringify(saved));
    hits = [];
    expect(names(await ask(await launch(), 'listChains'))).toEqual(['C-Chain']);
    expect(hits).toEqual([CHAINS]);
    // (its answer is saved again in place of the bad one)
    await until(async () => !(await readFile(file, 'utf8')).includes('not a list'));
    for (const c of cores.splice(0)) await c.close();

    await writeFile(file, '{"version": 1, "entr');
    hits = [];
    expect(names(await ask(await launch(), 'listChains'))).toEqual(['C-Chain']);
    expect(hits).toEqual([CHAINS]);
    expect((await readdir(join(dir.path, 'answers'))).some((f) => f.includes('.corrupt-'))).toBe(true);
  });

  it('closing waits for the answers being written and writes none after, so the data folder can be removed at once', async () => {
    const core = await launch();
    await ask(core, 'listChains');
    await cores.splice(0)[0].close();
    expect(await answerFiles()).toHaveLength(1);

    const { answers } = await PersistedAnswers.open(dir.path, 'p', 'https://example.test');
    const pending = answers.save('listChains', '/v1/chains', { chains: [] });
    await answers.close();
    // Written by the time close settles, not only once the save's own promise does.
    expect(await answerFiles()).toHaveLength(2);
    await pending;
    const before = await Promise.all((await answerFiles()).map((f) => readFile(join(dir.path, 'answers', f), 'utf8')));
    await answers.save('listChains', '/v1/chains', { chains: [chain('1', 'Late')] });
    const after = await Promise.all((await answerFiles()).map((f) => readFile(join(dir.path, 'answers', f), 'utf8')));
    expect(after).toEqual(before);
  });
});
