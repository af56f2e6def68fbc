import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointResponse } from '../../../shared/api/endpoints';
import type { ExportEntry, ReportColumn, ReportRequest } from '../../../shared/bridge/exportChannels';
import type { ExportManager } from './exportManager';
import { formatAmount } from '../../../shared/format/amount';
import { formatIsoUtc } from '../../../shared/format/time';
import { describePrimaryNetwork, primaryNetworksFor } from '../../../test/support/rigs/primaryNetworkFacts';
import { partPathOf } from './download';
import { addDecimals, amountTimesPrice, decimalToString, ZERO } from '../../../shared/format/decimal';
import { cleanupsAfterEach, serviceAndManager, waitFor } from '../../../test/support/rigs/exportRig';

const cleanups = cleanupsAfterEach();
const finished = (e: ExportEntry) => ['completed', 'failed', 'cancelled'].includes(e.status);

let validatorOwner: string;
beforeAll(() => {
  validatorOwner = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet').addresses.validatorOwner;
});

const setup = () => serviceAndManager(cleanups, 'reports');

const BLOCK_COLUMNS: ReportColumn[] = [
  { id: 'number', header: 'Block', path: 'blockNumber', kind: 'text' },
  { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time' },
  { id: 'hash', header: 'Hash', path: 'blockHash', kind: 'id' },
  { id: 'fees', header: 'Fees', path: 'feesSpent', kind: 'amount', decimals: 18, unit: 'AVAX' },
  { id: 'gas', header: 'Gas used', path: 'gasUsed', kind: 'amount' },
];

/** The C-Chain's latest blocks as a report of BLOCK_COLUMNS, once it has finished. */
const latestBlocksReport = async (manager: ExportManager, format: ReportRequest['format'], maxRows: number) => {
  const entry = await manager.startReport({
    endpointId: 'listLatestBlocks',
    params: { chainId: '43114' },
    columns: BLOCK_COLUMNS,
    format,
    maxRows,
    title: 'Latest blocks',
  });
  return waitFor(manager, entry.id, finished);
};

const lines = (file: string) => readFileSync(file, 'utf8').split('\r\n').filter(Boolean);

describe('reports of any list', { timeout: 40_000 }, () => {
  it("CSV: the list's columns, every page up to the row limit, exact amounts with their unit, ISO UTC times", async () => {
    const { manager, client } = await setup();
    const done = await latestBlocksReport(manager, 'csv', 250);
    expect(done).toMatchObject({ status: 'completed', rows: 250 });

    const [header, ...rows] = lines(done.file);
    expect(header).toBe('Block,Time (UTC),Hash,Fees (AVAX),Gas used (smallest unit)');
    expect(rows).toHaveLength(250);
    // The same blocks, read page by page from the API as the view does.
    const blocks: NonNullable<EndpointResponse<'listLatestBlocks'>['blocks']> = [];
    let pageToken: string | undefined;
    while (blocks.length < 250) {
      const page = await client.request('listLatestBlocks', { chainId: '43114', pageSize: 100, ...(pageToken ? { pageToken } : {}) });
      blocks.push(...(page.blocks ?? []));
      pageToken = page.nextPageToken;
    }
    rows.forEach((row, i) => {
      const b = blocks[i];
      expect(row).toBe([b.blockNumber, formatIsoUtc(b.blockTimestamp!), b.blockHash, formatAmount(b.feesSpent!, 18), b.gasUsed].join(','));
    });
  });

  it('JSON: an array of objects keyed by the headers', async () => {
    const { manager } = await setup();
    const done = await latestBlocksReport(manager, 'json', 120);
    expect(done.file.endsWith('.json')).toBe(true);
    const parsed = JSON.parse(readFileSync(done.file, 'utf8')) as Record<string, string>[];
    expect(parsed).toHaveLength(120);
    expect(Object.keys(parsed[0])).toEqual(['Block', 'Time (UTC)', 'Hash', 'Fees (AVAX)', 'Gas used (smallest unit)']);
    expect(parsed[0]['Time (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('refuses params the endpoint table refuses, naming the field, before any file', async () => {
    const { manager, dir } = await setup();
    const err = await manager
      .startReport({
        endpointId: 'listLatestBlocks',
        params: { chainId: 'not a chain' },
        columns: BLOCK_COLUMNS,
        format: 'csv',
        title: 'x',
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ field: 'params.chainId' });
    expect(manager.list()).toEqual([]);
    expect(readdirSync(dir).filter((f) => f !== 'app')).toEqual([]);
  });

  it('cancel stops the paging and leaves no file', async () => {
    const { manager } = await setup();
    const entry = await manager.startReport({
      endpointId: 'listLatestTransactions',
      params: { chainId: '43114' },
      columns: [{ id: 'h', header: 'Hash', path: 'txHash', kind: 'id' }],
      format: 'csv',
      title: 'All transactions',
    });
    await waitFor(manager, entry.id, (e) => (e.rows ?? 0) >= 200);
    manager.cancel(entry.id);
    const done = await waitFor(manager, entry.id, finished);
    expect(done.status).toBe('cancelled');
    expect(existsSync(done.file)).toBe(false);
    expect(existsSync(partPathOf(done.file))).toBe(false);
  });
});

describe('staking rewards report', { timeout: 40_000 }, () => {
  it('the rewards in the date range, each valued at its day price in the currency, and an exact total', async () => {
    const { manager, client } = await setup();
    const all: NonNullable<EndpointResponse<'listHistoricalRewards'>['historicalRewards']> = [];
    let pageToken: string | undefined;
    do {
      const page = await client.request('listHistoricalRewards', {
        network: 'mainnet',
        addresses: validatorOwner,
        currency: 'eur',
        sortOrder: 'asc',
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      all.push(...(page.historicalRewards ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(all.length).toBeGreaterThan(2);
    // A range that keeps some rewards and leaves out at least the first one.
    const days = all.map((r) => formatIsoUtc(r.endTimestamp!).slice(0, 10));
    const firstDate = days[1];
    const lastDate = days.at(-1)!;
    const kept = all.filter((_, i) => days[i] >= firstDate && days[i] <= lastDate);

    const entry = await manager.startRewardsReport({
      network: 'mainnet',
      addresses: [validatorOwner],
      currency: 'eur',
      format: 'csv',
      firstDate,
      lastDate,
    });
    const done = await waitFor(manager, entry.id, finished);
    expect(done.status).toBe('completed');
    const [header, ...rows] = lines(done.file);
    expect(header).toBe('Date (UTC),Type,Node ID,Staking tx,Reward tx,Staked (AVAX),Reward (AVAX),Price (EUR),Value (EUR)');
    expect(rows).toHaveLength(kept.length + 1);

    let total = 0n;
    let value = ZERO;
    kept.forEach((r, i) => {
      const v = amountTimesPrice(r.reward!.amount!, 9, r.reward!.historicalPrice!.value!)!;
      total += BigInt(r.reward!.amount!);
      value = addDecimals(value, v);
      expect(rows[i].split(',')).toEqual([
        formatIsoUtc(r.endTimestamp!),
        r.rewardType,
        r.nodeId,
        r.txHash,
        r.rewardTxHash,
        formatAmount(r.amountStaked!, 9),
        formatAmount(r.reward!.amount!, 9),
        r.reward!.historicalPrice!.value,
        decimalToString(v),
      ]);
    });
    expect(rows.at(-1)!.split(',')).toEqual(['Total', '', '', '', '', '', formatAmount(total.toString(), 9), '', decimalToString(value)]);
  });
});
