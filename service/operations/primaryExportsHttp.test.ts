import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../test/support/rigs/tempDir';
import { Operation } from '../../shared/api/operations';
import { parseCsvLine } from '../../shared/csv/parseCsvLine';
import { parseAmount } from '../../shared/format/amount';
import { startService, type RunningService } from '../index';
import { describePrimaryNetwork, primaryNetworksFor, type KnownPrimaryData } from '../../test/support/rigs/primaryNetworkFacts';
import { TEST_SEED, TEST_START_MS } from '../../test/support/rigs/primaryTestService';
import { ManualClock } from '../sim/clock';
import { PRIMARY_EXPORT_COLUMNS } from './primaryExportRows';

/** The Primary Network export types over HTTP, their rows checked against the service's own balances and rewards. */

const DAY = 86_400;
const NOW = TEST_START_MS / 1000;
const day = (sec: number) => new Date(sec * 1000).toISOString().slice(0, 10);
/** A window well inside the simulated history, whole UTC days. */
const FIRST = day(NOW - 120 * DAY);
const LAST = day(NOW - 20 * DAY);
const fromSec = Date.parse(`${FIRST}T00:00:00Z`) / 1000;
const toSec = Date.parse(`${LAST}T00:00:00Z`) / 1000 + DAY - 1;

let s: RunningService;
let dataDir: string;
let known: KnownPrimaryData;

beforeAll(async () => {
  dataDir = makeTempDir('pn-exports');
  s = await startService({ seed: TEST_SEED, clock: new ManualClock(TEST_START_MS), blockIntervalMs: 0, rateLimit: false, dataDir });
  known = describePrimaryNetwork(primaryNetworksFor(TEST_SEED, new ManualClock(TEST_START_MS)), 'mainnet', NOW);
}, 60_000);
afterAll(async () => {
  await s?.close();
  removeDir(dataDir);
});

const call = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${s.dataUrl}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const post = (body: unknown) =>
  call('/v1/operations/transactions:export', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function exportCsv(body: Record<string, unknown>): Promise<{ op: Operation; header: string[]; rows: string[][]; lines: string[] }> {
  const created = await post(body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body).toMatchObject({ operationType: body.type, operationStatus: 'RUNNING' });
  let op: Operation | undefined;
  for (let i = 0; i < 400; i++) {
    op = Operation.parse((await call(`/v1/operations/${created.body.operationId as string}`)).body);
    if (op.operationStatus !== 'RUNNING') break;
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(op!.operationStatus).not.toBe('RUNNING');
  const text = await (await fetch(op!.metadata!.downloadUrl!)).text();
  const lines = text.split('\r\n').filter(Boolean);
  return { op: op!, header: parseCsvLine(lines[0]), rows: lines.slice(1).map(parseCsvLine), lines: lines.slice(1) };
}

type Op = ReturnType<typeof Operation.parse>;
type Operation = Op;

/** Every balance category of the address on P, X and C (atomic memory), summed per asset, at time t. */
async function balancesAt(address: string, t: number): Promise<Map<string, bigint>> {
  const sums = new Map<string, bigint>();
  for (const chain of ['p-chain', 'x-chain', 'c-chain']) {
    const { status, body } = await call(`/v1/networks/mainnet/blockchains/${chain}/balances?addresses=${address}&blockTimestamp=${t}`);
    expect(status).toBe(200);
    for (const entries of Object.values(body.balances as Record<string, { assetId: string; amount: string; denomination: number }[]>)) {
      for (const e of entries) sums.set(e.assetId, (sums.get(e.assetId) ?? 0n) + BigInt(e.amount) * 10n ** BigInt(SCALE - e.denomination));
    }
  }
  return sums;
}

/** Sums are kept in units of 10^-SCALE, exact for every asset's denomination. */
const SCALE = 18;
const units = (text: string) => BigInt(parseAmount(text, SCALE));
/** received − sent − fee per asset, from rows of the full Primary Network export. */
function netPerAsset(header: string[], rows: string[][], avaxId: string): Map<string, bigint> {
  const col = (name: string) => header.indexOf(name);
  const net = new Map<string, bigint>();
  const add = (asset: string, v: bigint) => net.set(asset, (net.get(asset) ?? 0n) + v);
  for (const r of rows) {
    add(r[col('assetId')], units(r[col('received')]) - units(r[col('sent')]));
    add(avaxId, -units(r[col('fee')]));
  }
  return net;
}

function reconciles(start: Map<string, bigint>, net: Map<string, bigint>, end: Map<string, bigint>): boolean {
  const assets = new Set([...start.keys(), ...net.keys(), ...end.keys()]);
  return [...assets].every((a) => (start.get(a) ?? 0n) + (net.get(a) ?? 0n) === (end.get(a) ?? 0n));
}

describe('Primary Network exports', { timeout: 60_000 }, () => {
  it('TRANSACTION_EXPORT_PRIMARY_NETWORK: the rows of a period take the start balance to the end balance, per asset', async () => {
    const address = known.addresses.user;
    const avaxId = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
    const { op, header, rows } = await exportCsv({
      type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
      firstDate: FIRST,
      lastDate: LAST,
      options: { addresses: [address], includeChains: ['p-chain', 'x-chain', 'c-chain'] },
    });
    expect(op.operationStatus).toBe('COMPLETED');
    expect(header).toEqual(PRIMARY_EXPORT_COLUMNS.TRANSACTION_EXPORT_PRIMARY_NETWORK);
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['P-Chain', 'X-Chain', 'C-Chain']));
    for (const r of rows) expect(r[1] >= FIRST && r[1].slice(0, 10) <= LAST).toBe(true);
    // Times never go back.
    expect(rows.map((r) => r[1])).toEqual(rows.map((r) => r[1]).toSorted());

    const start = await balancesAt(address, fromSec - 1);
    const end = await balancesAt(address, toSec);
    const net = netPerAsset(header, rows, avaxId);
    expect(reconciles(start, net, end)).toBe(true);
    // A dropped row that moved something breaks the sums.
    const moving = rows.findIndex((r) => r[6] !== '0' || r[7] !== '0');
    expect(
      reconciles(
        start,
        netPerAsset(
          header,
          rows.filter((_, i) => i !== moving),
          avaxId,
        ),
        end,
      ),
    ).toBe(false);
  });

  it('TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE: the same movements as the full export, one signed amount each', async () => {
    const options = { addresses: [known.addresses.user], includeChains: ['x-chain', 'p-chain'] };
    const full = await exportCsv({ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', firstDate: FIRST, lastDate: LAST, options });
    const simple = await exportCsv({ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE', firstDate: FIRST, lastDate: LAST, options });
    expect(simple.header).toEqual(PRIMARY_EXPORT_COLUMNS.TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE);
    expect(simple.rows).toHaveLength(full.rows.length);
    expect(new Set(full.rows.map((r) => r[0]))).toEqual(new Set(['P-Chain', 'X-Chain']));
    simple.rows.forEach((r, i) => {
      const f = full.rows[i];
      expect([r[0], r[1], r[2], r[3], r[4], r[6]]).toEqual([f[1], f[0], f[2], f[3], f[5], f[8]]);
      expect(units(r[5])).toBe(units(f[6]) - units(f[7]));
    });
  });

  it('TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING: the stakes made and every reward the rewards endpoint lists', async () => {
    const address = known.addresses.validatorOwner;
    const { header, rows } = await exportCsv({
      type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
      firstDate: FIRST,
      lastDate: LAST,
      options: { addresses: [address], includeChains: ['p-chain'] },
    });
    expect(header).toEqual(PRIMARY_EXPORT_COLUMNS.TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING);
    const rewards = rows.filter((r) => r[7] !== '');
    expect(rows.some((r) => /^Add.*ValidatorTx$/.test(r[2]))).toBe(true);

    const listed: { rewardTxHash: string; rewardType: string; reward: { amount: string }; endTimestamp: number }[] = [];
    let token = '';
    do {
      const { body } = await call(`/v1/networks/mainnet/rewards?addresses=${address}&pageSize=100${token ? `&pageToken=${token}` : ''}`);
      listed.push(...(body.historicalRewards as typeof listed));
      token = (body.nextPageToken as string | undefined) ?? '';
    } while (token);
    const inWindow = listed.filter((r) => r.endTimestamp >= fromSec && r.endTimestamp <= toSec);
    expect(inWindow.length).toBeGreaterThan(0);
    const key = (hash: string, type: string, amount: string) => `${hash}:${type}:${amount}`;
    expect(rewards.map((r) => key(r[1], r[7], parseAmount(r[8], 9))).sort()).toEqual(
      inWindow.map((r) => key(r.rewardTxHash, r.rewardType, r.reward.amount)).sort(),
    );
  });

  it('refuses bad bodies naming the field', async () => {
    const user = known.addresses.user;
    const fuji = user.replace('avax1', 'fuji1');
    const cases: [unknown, string][] = [
      [{ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { addresses: [user], includeChains: ['d-chain'] } }, 'includeChains.0'],
      [
        { type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { addresses: [user], includeChains: [known.l1s[0].blockchainId] } },
        'includeChains.0',
      ],
      [{ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { addresses: ['0x1234'], includeChains: ['p-chain'] } }, 'addresses.0'],
      [{ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { addresses: [user, fuji], includeChains: ['p-chain'] } }, 'addresses.1'],
      [{ type: 'TRANSACTION_EXPORT_SOMETHING', options: { addresses: [user], includeChains: ['p-chain'] } }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.stringContaining(field));
    }
  });
});
