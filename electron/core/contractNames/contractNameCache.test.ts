import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors';
import { createCore, type Core } from '../createCore';
import { openEncryptedFileVault } from '../stores/keyVaultAesGcm';
import { json, startFaultServer } from '../../../test/support/faults/faultServer';
import { tempDir } from '../../../test/support/rigs/tempDir';

const TOKEN = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const ACCOUNT = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const REFUSED = '0x9e1a2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a';
const NFT = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';
const OTHER_NFT = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const path = (address: string) => `/v1/chains/43114/addresses/${address}`;
// Erc20Contract of GET /v1/chains/{chainId}/addresses/{address} (chainkit 0.3.13).
const usdc = {
  address: TOKEN,
  ercType: 'ERC-20',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoAsset: { imageUri: 'https://x/usdc.png' },
};

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: Awaited<ReturnType<typeof startFaultServer>>;
const cores: Core[] = [];

beforeEach(async () => {
  dir = await tempDir();
  server = await startFaultServer({
    [path(TOKEN)]: (_req, res) => setTimeout(() => json(res, 200, usdc), 20),
    [path(ACCOUNT)]: (_req, res) => json(res, 404, { message: `${ACCOUNT} is not a contract`, error: 'Not Found', statusCode: 404 }),
    [path(REFUSED)]: (_req, res) => json(res, 403, { message: 'Forbidden', error: 'Forbidden', statusCode: 403 }),
    // Erc721Contract of the same read (chainkit 0.3.13): no decimals.
    [path(NFT)]: (_req, res) => json(res, 200, { address: NFT, ercType: 'ERC-721', name: 'Punks', symbol: 'PNK' }),
    [path(OTHER_NFT)]: (_req, res) => json(res, 200, { address: OTHER_NFT, ercType: 'ERC-721', name: 'Apes', symbol: 'APE' }),
  });
});
afterEach(async () => {
  for (const c of cores.splice(0)) await c.close();
  await server.close();
  await dir.remove();
});

async function launch(): Promise<Core> {
  const core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => ({ dataUrl: server.url, metricsUrl: server.url, close: async () => undefined }),
  });
  cores.push(core);
  return core;
}
const names = (core: Core, addresses: unknown[], chainId = '43114') => core.dispatch('contracts:names', { chainId, addresses });
function data<T>(r: BridgeResult<T>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data;
}
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};

describe('contract names through one cache', () => {
  it('asks about each address once however many lists ask at the same time; an account is null, an unanswered one absent', async () => {
    const core = await launch();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => names(core, [TOKEN, ACCOUNT, TOKEN.toUpperCase().replace('0X', '0x'), REFUSED])),
    );
    for (const a of answers) {
      expect(data(a)).toEqual({
        [TOKEN]: { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20', logoUri: 'https://x/usdc.png', decimals: 6 },
        [ACCOUNT]: null,
      });
    }
    expect([server.hits(path(TOKEN)), server.hits(path(ACCOUNT))]).toEqual([1, 1]);
    // Known answers cost nothing more; one the API did not give is asked again.
    const refusedBefore = server.hits(path(REFUSED));
    await names(core, [TOKEN, ACCOUNT, REFUSED]);
    expect([server.hits(path(TOKEN)), server.hits(path(ACCOUNT)), server.hits(path(REFUSED))]).toEqual([1, 1, refusedBefore + 1]);
  });

  it('keeps the names across launches, per profile and origin', async () => {
    const first = await launch();
    data(await names(first, [TOKEN, ACCOUNT]));
    await until(async () => (await readdir(join(dir.path, 'contract-names')).catch(() => [])).length === 1);
    for (const c of cores.splice(0)) await c.close();
    await new Promise((r) => setTimeout(r, 50));

    const second = await launch();
    expect(data(await names(second, [TOKEN, ACCOUNT]))).toMatchObject({ [TOKEN]: { name: 'USD Coin' }, [ACCOUNT]: null });
    expect([server.hits(path(TOKEN)), server.hits(path(ACCOUNT))]).toEqual([1, 1]);

    // Another origin (the same stub by another name) keeps its own names.
    const otherOrigin = server.url.replace('127.0.0.1', 'localhost');
    const state = data(
      await second.dispatch('profiles:save', {
        profile: { name: 'Other', dataUrl: otherOrigin, metricsUrl: otherOrigin, defaultNetwork: 'mainnet' },
      }),
    ) as { profiles: { id: string; name: string }[] };
    data(await second.dispatch('profiles:activate', { id: state.profiles.find((p) => p.name === 'Other')!.id }));
    data(await names(second, [TOKEN]));
    expect(server.hits(path(TOKEN))).toBe(2);
  });

  it('refuses a malformed address or chain, naming the field', async () => {
    const core = await launch();
    for (const [args, field] of [
      [{ chainId: '43114', addresses: ['0x12'] }, 'addresses.0'],
      [{ chainId: 'c chain', addresses: [TOKEN] }, 'chainId'],
      [{ chainId: '43114', addresses: [] }, 'addresses'],
      [{ chainId: '43114', addresses: Array.from({ length: 201 }, () => TOKEN) }, 'addresses'],
    ] as const) {
      const r = await core.dispatch('contracts:names', args);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.field).toBe(field);
    }
  });

  it('lists the contracts of one standard it has named on a chain, the latest named first, and refuses another standard', async () => {
    const core = await launch();
    const seen = (chainId: string, ercType: string) => core.dispatch('contracts:seen', { chainId, ercType });
    expect(data(await seen('43114', 'ERC-721'))).toEqual([]);
    data(await names(core, [NFT, TOKEN, ACCOUNT]));
    data(await names(core, [OTHER_NFT]));
    expect(data(await seen('43114', 'ERC-721'))).toEqual([
      { address: OTHER_NFT, name: { name: 'Apes', symbol: 'APE', ercType: 'ERC-721' } },
      { address: NFT, name: { name: 'Punks', symbol: 'PNK', ercType: 'ERC-721' } },
    ]);
    expect(data(await seen('43114', 'ERC-20'))).toEqual([{ address: TOKEN, name: expect.objectContaining({ name: 'USD Coin' }) }]);
    // Another chain's list is its own.
    expect(data(await seen('1', 'ERC-721'))).toEqual([]);
    const r = await seen('43114', 'ERC-404');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field).toBe('ercType');
  });
});
