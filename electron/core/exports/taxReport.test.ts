import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportEntry, ExportRequest, TaxOptions } from '../../../shared/bridge/exportChannels';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { periodOfDays, periodOfYear } from '../../../shared/tax/taxPeriod';
import { startService, type RunningService } from '../../../service/index';
import { describePrimaryNetwork, primaryNetworksFor } from '../../../test/support/rigs/primaryNetworkFacts';
import { TEST_SEED, TEST_START_MS } from '../../../test/support/rigs/primaryTestService';
import { ManualClock } from '../../../service/sim/clock';
import { decimalToString } from '../../../shared/format/decimal';
import { erc20Asset, type EvmHistoryItem } from '../../../shared/tax/evmHistoryMovements';
import type { ApiRequester } from './operationRunner';
import { summaryFileOf, writeTaxReport } from './taxReport';
import { makeTempDir, openManager, removeDir, waitFor } from '../../../test/support/rigs/exportRig';

/**
 * Exports for taxes against the local service: the tax file row for row from the export, and a
 * reconciliation (start balance + received − sent − fees = end balance, from the balance
 * endpoints) that holds on the simulated chain and fails when a row is missing.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
const finished = (e: ExportEntry) => ['completed', 'warning', 'failed', 'cancelled', 'interrupted'].includes(e.status);
const lines = (path: string) => readFileSync(path, 'utf8').split('\r\n').filter(Boolean);

async function setup(maxRows?: number) {
  const dataDir = makeTempDir('tax-svc');
  if (maxRows) process.env.RIDGELINE_EXPORT_MAX_ROWS = String(maxRows);
  let s: RunningService;
  try {
    s = await startService({ seed: TEST_SEED, clock: new ManualClock(TEST_START_MS), blockIntervalMs: 0, rateLimit: false, dataDir });
  } finally {
    delete process.env.RIDGELINE_EXPORT_MAX_ROWS;
  }
  cleanups.push(
    () => removeDir(dataDir),
    () => s.close(),
  );
  const dir = makeTempDir('tax');
  cleanups.push(() => removeDir(dir));
  const opened = await openManager({ dir, dataUrl: s.dataUrl, metricsUrl: s.metricsUrl });
  cleanups.push(() => opened.manager.close());
  return { s, dir, ...opened };
}

/** The report again over the same export with one moving row left out: the sums no longer meet the balance. */
async function withoutOneRow(
  done: ExportEntry,
  client: Awaited<ReturnType<typeof setup>>['client'],
  dir: string,
  isMoving: (fields: string[]) => boolean,
) {
  const all = lines(done.file);
  const drop = all.findIndex((l, i) => i > 0 && isMoving(parseCsvLine(l)));
  const copy = `${dir}/dropped.csv`;
  writeFileSync(copy, `${all.filter((_, i) => i !== drop).join('\r\n')}\r\n`);
  const request = done.request as ExportRequest & { tax: TaxOptions };
  const t = request.tax;
  const period = t.year !== undefined ? periodOfYear(t.year, t.timeZone) : periodOfDays(request.firstDate!, request.lastDate!, t.timeZone);
  return writeTaxReport({ api: client, request, period, file: copy });
}

interface Erc20TransferItem {
  blockTimestamp: number;
  txHash: string;
  logIndex: number;
  from: { address: string };
  to: { address: string };
  value: string;
  erc20Token: { address: string; symbol: string; decimals: number };
}

/** The address's ERC-20 transfers as the explorer's own list gives them, newest first: what the report's token rows must match. */
async function erc20TransfersOf(dataUrl: string, address: string): Promise<Erc20TransferItem[]> {
  const all: Erc20TransferItem[] = [];
  let pageToken = '';
  do {
    const page = (await (
      await fetch(
        `${dataUrl}/v1/chains/43114/addresses/${address}/transactions:listErc20?pageSize=100${pageToken && `&pageToken=${pageToken}`}`,
      )
    ).json()) as {
      transactions: Erc20TransferItem[];
      nextPageToken?: string;
    };
    all.push(...page.transactions);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return all;
}

describe('exports for taxes', { timeout: 90_000 }, () => {
  it('Primary Network, Koinly, EUR, a custom range in Europe/Berlin: reconciles with P-/X-/C-Chain balances, rewards priced, and fails without a row', async () => {
    const { dir, manager, client } = await setup(40);
    const known = describePrimaryNetwork(primaryNetworksFor(TEST_SEED, new ManualClock(TEST_START_MS)), 'mainnet', TEST_START_MS / 1000);
    const day = (daysBack: number) => new Date(TEST_START_MS - daysBack * 86_400_000).toISOString().slice(0, 10);
    const entry = await manager.create({
      type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
      addresses: [known.addresses.validatorOwner],
      includeChains: ['p-chain', 'x-chain', 'c-chain'],
      firstDate: day(150),
      lastDate: day(10),
      tax: { format: 'koinly', currency: 'eur', timeZone: 'Europe/Berlin' },
    });
    const done = await waitFor(manager, entry.id, finished, 60_000);
    expect(done.status).toBe('completed');
    expect(done.parts!.length).toBeGreaterThan(1); // the server cut it: the reconciliation covers the joined parts
    expect(done.reconciliation).toMatchObject({ ok: true, timeZone: 'Europe/Berlin', currency: 'eur', from: `${day(151)}T22:00:00Z` });
    expect(done.reconciliation!.assets.find((a) => a.symbol === 'AVAX')).toMatchObject({ ok: true, difference: '0' });
    expect(done.message).toContain('Reconciled');

    const koinly = lines(done.taxFile!);
    expect(koinly[0]).toBe(
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
    );
    const full = lines(done.file).slice(1).map(parseCsvLine);
    const rows = koinly.slice(1).map(parseCsvLine);
    expect(rows).toHaveLength(full.length);
    rows.forEach((r, i) => {
      const f = full[i]; // chain,timestamp,txHash,txType,assetId,symbol,received,sent,fee,feeSymbol
      expect(r[11]).toBe(f[2]);
      expect(r[0]).toBe(`${f[1].slice(0, 10)} ${f[1].slice(11, 16)} UTC`);
      expect([r[1], r[3], r[5]]).toEqual([f[7] === '0' ? '' : f[7], f[6] === '0' ? '' : f[6], f[8] === '0' ? '' : f[8]]);
    });
    const rewards = rows.filter((r) => r[9] === 'staking');
    expect(rewards.length).toBeGreaterThan(0);
    for (const r of rewards) expect(r).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+\.\d{1,2}$|^\d+$/), 'EUR']));

    const summary = JSON.parse(readFileSync(summaryFileOf(done.file), 'utf8'));
    expect(summary).toMatchObject({ ok: true, format: 'koinly', assets: done.reconciliation!.assets });

    const broken = await withoutOneRow(done, client, dir, (f) => f[3] === 'RewardValidatorTx');
    expect(broken.reconciliation.ok).toBe(false);
    expect(broken.reconciliation.assets.find((a) => a.symbol === 'AVAX')!.difference).not.toBe('0');
  });

  it('EVM, CoinTracker, the calendar year in UTC: failed transactions pay only fees; ERC-20 transfers in token units; reconciles with native and token balances as of a block, and fails without a row', async () => {
    const { s, dir, manager, client } = await setup();
    const txs = (
      (await (await fetch(`${s.dataUrl}/v1/chains/43114/transactions?pageSize=20`)).json()) as {
        transactions: { from: { address: string } }[];
      }
    ).transactions;
    const address = txs[0].from.address;
    const year = new Date(TEST_START_MS).getUTCFullYear();
    const entry = await manager.create({
      addresses: [address],
      includeChains: ['43114'],
      tax: { format: 'cointracker', currency: 'usd', timeZone: 'UTC', year },
    });
    const done = await waitFor(manager, entry.id, finished, 60_000);
    expect(done.status).toBe('completed');
    expect(done.reconciliation).toMatchObject({ ok: true, from: `${year}-01-01T00:00:00Z`, to: `${year}-12-31T23:59:59Z` });
    expect(existsSync(summaryFileOf(done.file))).toBe(true);

    const full = lines(done.file).slice(1).map(parseCsvLine); // chainId,blockNumber,timestamp,txHash,status,from,to,method,callType,value,fee,token
    const ct = lines(done.taxFile!);
    expect(ct[0]).toBe('Date,Received Quantity,Received Currency,Sent Quantity,Sent Currency,Fee Amount,Fee Currency,Tag');
    const ours = (a: string) => a.toLowerCase() === address.toLowerCase();
    const expected = full
      .map((f) => {
        const value = f[4] === 'failed' || (ours(f[5]) && ours(f[6])) || f[9] === '0' ? '' : f[9];
        const sent = ours(f[5]) ? value : '';
        const received = ours(f[6]) && !ours(f[5]) ? value : '';
        const fee = ours(f[5]) ? f[10] : '';
        return sent || received || fee ? [received, received && f[11], sent, sent && f[11], fee, fee && f[11]] : undefined;
      })
      .filter(Boolean);
    const rows = ct.slice(1).map((l) => parseCsvLine(l).slice(1, 7));
    // The native token's rows are the export's, in its order; the others are the address's ERC-20 transfers.
    const native = full[0][11];
    const isNative = (r: string[]) => [r[1], r[3], r[5]].includes(native);
    expect(rows.filter(isNative)).toEqual(expected);
    const fromSec = Date.UTC(year, 0, 1) / 1000;
    const transfers = (await erc20TransfersOf(s.dataUrl, address)).filter((t) => t.blockTimestamp >= fromSec);
    expect(transfers.length).toBeGreaterThan(0);
    const tokenRows = transfers.reverse().map((t) => {
      const amount = decimalToString({ units: BigInt(t.value), scale: t.erc20Token.decimals });
      return ours(t.from.address) ? ['', '', amount, t.erc20Token.symbol, '', ''] : [amount, t.erc20Token.symbol, '', '', '', ''];
    });
    // Transfers of one block share its time, so only their set is compared (a block holds many).
    const byText = (a: string[], b: string[]) => a.join().localeCompare(b.join());
    expect(rows.filter((r) => !isNative(r)).sort(byText)).toEqual(tokenRows.sort(byText));
    const tokens = done.reconciliation!.assets.filter((a) => a.asset.startsWith('erc20:'));
    expect(tokens.map((a) => a.symbol).sort()).toEqual([...new Set(transfers.map((t) => t.erc20Token.symbol))].sort());
    for (const a of tokens) expect(a).toMatchObject({ ok: true, difference: '0' });

    const broken = await withoutOneRow(done, client, dir, (f) => ours(f[5]));
    expect(broken.reconciliation.ok).toBe(false);

    // One ERC-20 transfer missing from the history the report reads: that token no longer adds up, the rest still does.
    let dropped: string | undefined;
    const dropping: ApiRequester = {
      request: (async (name: string, params: never, opts: never) => {
        const answer = await client.request(name as never, params, opts);
        if (name === 'listTransactions' && !dropped) {
          const item = (answer as { transactions: EvmHistoryItem[] }).transactions.find((t) => t.erc20Transfers?.length);
          if (item) dropped = erc20Asset('43114', item.erc20Transfers!.shift()!.erc20Token!.address!);
        }
        return answer;
      }) as ApiRequester['request'],
    };
    const copy = `${dir}/tokens.csv`;
    copyFileSync(done.file, copy);
    const request = done.request as ExportRequest & { tax: TaxOptions };
    const noToken = await writeTaxReport({ api: dropping, request, period: periodOfYear(year, 'UTC'), file: copy });
    expect(dropped, 'an ERC-20 transfer left out of the history').toMatch(/^erc20:43114:0x[0-9a-f]{40}$/);
    expect(noToken.reconciliation.ok).toBe(false);
    expect(noToken.reconciliation.assets.filter((a) => !a.ok).map((a) => a.asset)).toEqual([dropped]);
  });
});
