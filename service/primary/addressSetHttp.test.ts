import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { primaryContractSuite } from '../../test/support/rigs/primaryContract';

/**
 * The last Primary Network reads over HTTP: the latest X-Chain vertices and a vertex by hash agree with the
 * by-height list, last activity agrees with the addresses' UTXOs, and the POST forms answer as the GET forms do.
 */
const t = primaryContractSuite();
const { ok, expectError } = t;
const now = () => Math.floor(t.clock.nowMs() / 1000);
const known = () => describePrimaryNetwork(t.expected, 'mainnet', now());
const base = '/v1/networks/mainnet/blockchains';

describe('the latest X-Chain vertices and a vertex by hash', () => {
  it('lists vertices newest first across pages, each the same as by hash and in its height', async () => {
    const vertices = await t.walk<{ vertexIndex: number; vertexHash: string; vertexHeight: number }>(
      `${base}/x-chain/vertices`,
      'vertices',
      50,
    );
    const all = t.expected.sim('mainnet').verticesByHeight.flat();
    expect(vertices).toHaveLength(all.filter((v) => v.vertexTimestamp <= now()).length);
    const order = vertices.map((v) => v.vertexIndex);
    expect(order).toEqual(order.toSorted((a, b) => b - a));
    const newest = vertices[0];
    const one = await ok('getVertex', `${base}/x-chain/vertices/${newest.vertexHash}`);
    expect(one).toEqual(newest);
    const atHeight = await ok('listVertices', `${base}/x-chain/vertices:listByHeight?vertexHeight=${newest.vertexHeight}&pageSize=10`);
    expect(atHeight.vertices).toContainEqual(one);
  });

  it('answers 404 for an unknown vertex and 400 naming blockchainId off the X-Chain', async () => {
    await expectError(`${base}/x-chain/vertices/${known().nonL1TxHash}`, 404, /not found on the X-Chain/);
    await expectError(`${base}/p-chain/vertices`, 400, /blockchainId/);
  });
});

describe('last activity of addresses, GET and POST', () => {
  it("is the newest creation or spend among the addresses' UTXOs on the chain", async () => {
    const { user, validatorOwner } = known().addresses;
    const utxos = await t.walk<{
      blockTimestamp?: number;
      consumingTxHash?: string;
      utxoId: string;
      txHash: string;
      consumingBlockTimestamp?: number;
    }>(`${base}/p-chain/utxos?addresses=${user},${validatorOwner}&includeSpent=true`, 'utxos', 100);
    const newest = Math.max(...utxos.flatMap((u) => [u.blockTimestamp ?? 0, u.consumingBlockTimestamp ?? 0]));
    const got = await ok('getLastActivity', `${base}/p-chain/lastActivityTimestampByAddresses?addresses=${user},${validatorOwner}`);
    expect(got).toMatchObject({ timestamp: newest, chainName: 'p-chain', network: 'mainnet', blockNumber: expect.stringMatching(/^\d+$/) });
    expect(utxos.map((u) => u.utxoId)).toContain(got.utxoId);
    const posted = await t.post(`${base}/p-chain/lastActivityTimestampByAddresses`, { addresses: `${user},${validatorOwner}` });
    expect(posted).toEqual({ status: 200, body: got });
  });

  it('answers 404 for addresses without activity, and names the field of a bad address', async () => {
    await expectError(`${base}/x-chain/lastActivityTimestampByAddresses?addresses=${known().unusedAddress}`, 404, /None of the addresses/);
    const bad = await t.post(`${base}/p-chain/lastActivityTimestampByAddresses`, { addresses: 'P-avax1nope' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('body.addresses');
  });
});

describe('POST utxos: a large address set in the body', () => {
  it('answers as the GET form for the same addresses, and takes more addresses than a query may name', async () => {
    const { user } = known().addresses;
    const viaGet = await ok('listUtxos', `${base}/p-chain/utxos?addresses=${user}&pageSize=20`);
    const viaPost = await t.post(`${base}/p-chain/utxos?pageSize=20`, { addresses: user });
    expect(viaPost.status).toBe(200);
    expect(endpoints.listUtxosOfAddressSet.response.parse(viaPost.body).utxos).toEqual(viaGet.utxos);

    const many = [user, ...Array.from({ length: 80 }, () => known().unusedAddress)].join(',');
    expect((await t.get(`${base}/p-chain/utxos?addresses=${many}`)).status).toBe(400);
    const big = await t.post(`${base}/p-chain/utxos?pageSize=20`, { addresses: many });
    expect(big.status).toBe(200);
    expect(big.body.utxos).toEqual(viaGet.utxos);
  });

  it('filters by a minimum amount and sorts by amount', async () => {
    const { user } = known().addresses;
    const r = await t.post(`${base}/p-chain/utxos?pageSize=50&sortBy=amount&sortOrder=asc&minUtxoAmount=1000000000`, { addresses: user });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const amounts = (r.body.utxos as { amount: string }[]).map((u) => BigInt(u.amount));
    expect(amounts.length).toBeGreaterThan(0);
    for (const a of amounts) expect(a).toBeGreaterThanOrEqual(1_000_000_000n);
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
