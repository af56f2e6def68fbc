import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { EVM_EXPORT_TYPE } from '../../../shared/api/exportBodies';
import type { ExportRequest, ReconciledAsset, Reconciliation, TaxOptions } from '../../../shared/bridge/exportChannels';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { csvRow } from '../../../shared/csv/csvRow';
import { parseAmount } from '../../../shared/format/amount';
import { addDecimals, amountTimesPrice, decimalToString, parseDecimal, type Decimal, ZERO } from '../../../shared/format/decimal';
import { parsePxAddress } from '../../../shared/codecs/bech32';
import { taxHeader, taxLine, type TaxMovement } from '../../../shared/tax/taxFormats';
import { evmMovement, primaryMovement, type ExportRecord } from '../../../shared/tax/taxMovements';
import { erc20Asset, nativeAsset } from '../../../shared/tax/evmHistoryMovements';
import { evmHistoryMovementsOf, type HistoryMovement } from './evmHistoryWalk';
import type { TaxPeriod } from '../../../shared/tax/taxPeriod';
import { walkAnswers } from '../../../shared/api/wire/pageWalker';
import { csvLines } from './exportJoin';
import { createFreeFile } from './safeFile';
import type { ApiRequester } from './operationRunner';

export interface TaxReportInput {
  api: ApiRequester;
  request: ExportRequest & { tax: TaxOptions };
  period: TaxPeriod;
  /** The full export, joined. */
  file: string;
  signal?: AbortSignal;
}

export interface TaxReportResult {
  /** The file in the tax tool's format; absent for the full format (the export is that file). */
  taxFile?: string;
  summaryFile: string;
  reconciliation: Reconciliation;
}

/** `name.csv` → `name-koinly.csv` (or `name-koinly (2).csv` where that is taken). */
export const taxFileOf = (file: string, format: string) => file.replace(/(\.csv)?$/i, `-${format}.csv`);
/** `name.csv` → `name.csv.summary.json` (or `name.csv (2).summary.json` where that is taken). */
export const summaryFileOf = (file: string) => `${file}${SUMMARY_EXT}`;
const SUMMARY_EXT = '.summary.json';

/** Ends a stream and waits for it to be written, or for its error. */
async function close(out: WriteStream, failed: Promise<never>): Promise<void> {
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
}

const failureOf = (out: WriteStream): Promise<never> => {
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  return failed;
};

const neg = (d: Decimal): Decimal => ({ units: -d.units, scale: d.scale });
const dec = (text: string): Decimal => {
  const negative = text.startsWith('-');
  const d = parseDecimal(negative ? text.slice(1) : text);
  if (!d) throw new Error(`not a decimal amount: ${text}`);
  return negative ? neg(d) : d;
};
const isZero = (d: Decimal) => d.units === 0n;

interface AssetSums {
  symbol: string;
  received: Decimal;
  sent: Decimal;
  fees: Decimal;
}

/** EVM: the first and last block of a chain with a movement of the addresses, where the balances are read. */
interface BlockRange {
  first: bigint;
  last: bigint;
}

/**
 * Writes what a tax tool imports and checks the export is complete: reads the joined export row
 * by row (never all at once), writes each movement in the chosen format, sums received, sent
 * and fees per asset, and compares start + received − sent − fees with the end balance read
 * from the balance endpoints as of the period's ends. The result goes to `<file>.summary.json`.
 * EVM: the token transfers and internal calls of the period are read from the address history
 * first (kept in memory as one small movement each) and merged in among the export's rows by block.
 */
export async function writeTaxReport(input: TaxReportInput): Promise<TaxReportResult> {
  const { request, period } = input;
  const { tax } = request;
  const evm = (request.type ?? EVM_EXPORT_TYPE) === EVM_EXPORT_TYPE;
  const addresses = new Set(request.addresses.map((a) => a.toLowerCase()));
  const worthOf = evm ? undefined : await rewardPrices(input);

  // Created as the export is (createFreeFile): a link planted at the name is never followed, and another file's name is never reused.
  const created = tax.format === 'full' ? undefined : createFreeFile(taxFileOf(input.file, tax.format));
  const taxFile = created?.path;
  const out = created?.out;
  const failed = out && failureOf(out);
  const write = async (text: string) => {
    if (out && !out.write(text)) await Promise.race([once(out, 'drain'), failed!]);
  };
  const sums = new Map<string, AssetSums>();
  const ranges = new Map<string, BlockRange>();
  const add = async (m: TaxMovement, evmPlace?: { chainId: string; block: bigint }) => {
    const s = sums.get(m.asset) ?? {
      symbol: m.received?.currency ?? m.sent?.currency ?? m.fee!.currency,
      received: ZERO,
      sent: ZERO,
      fees: ZERO,
    };
    if (m.received) s.received = addDecimals(s.received, dec(m.received.value));
    if (m.sent) s.sent = addDecimals(s.sent, dec(m.sent.value));
    if (m.fee) s.fees = addDecimals(s.fees, dec(m.fee.value));
    sums.set(m.asset, s);
    if (evmPlace) {
      const r = ranges.get(evmPlace.chainId);
      if (!r) ranges.set(evmPlace.chainId, { first: evmPlace.block, last: evmPlace.block });
      else {
        if (evmPlace.block < r.first) r.first = evmPlace.block;
        if (evmPlace.block > r.last) r.last = evmPlace.block;
      }
    }
    if (tax.format !== 'full') await write(taxLine(tax.format, m, tax.currency));
  };
  // The token transfers and internal calls the export leaves out, written in block order among its rows.
  const pending = evm ? await historyMovements(input) : [];
  let next = 0;
  const flushBefore = async (block?: bigint) => {
    for (; next < pending.length && (block === undefined || pending[next].block < block); next++) {
      const { block: b, chainId, ...m } = pending[next];
      await add(m, { chainId, block: b });
    }
  };
  try {
    if (tax.format !== 'full') await write(csvRow(taxHeader(tax.format, tax.currency)));
    let header: string[] | undefined;
    let rows = 0;
    for await (const line of csvLines(input.file)) {
      if (!line.trim()) continue;
      const fields = parseCsvLine(line);
      if (!header) {
        header = fields;
        continue;
      }
      const record: ExportRecord = Object.fromEntries(header.map((h, i) => [h, fields[i] ?? '']));
      const m: TaxMovement | undefined = evm ? evmMovement(record, addresses) : primaryMovement(record, worthOf);
      if (++rows % 4096 === 0) input.signal?.throwIfAborted();
      if (!m) continue;
      if (evm) {
        const block = BigInt(record.blockNumber);
        await flushBefore(block);
        await add(m, { chainId: record.chainId, block });
      } else await add(m);
    }
    await flushBefore();
    if (out) await close(out, failed!);
  } catch (err) {
    out?.destroy();
    if (taxFile) await rm(taxFile, { force: true });
    throw err;
  }

  const { assets, note } = evm ? await reconcileEvm(input, sums, ranges) : await reconcilePrimary(input, sums);
  const reconciliation: Reconciliation = {
    ok: assets.every((a) => a.ok),
    from: period.from,
    to: period.to,
    timeZone: tax.timeZone,
    currency: tax.currency,
    assets,
    ...(note && { note }),
  };
  const summary = createFreeFile(summaryFileOf(input.file), SUMMARY_EXT);
  const summaryFailed = failureOf(summary.out);
  summary.out.write(
    `${JSON.stringify({ file: input.file, taxFile, format: tax.format, addresses: request.addresses, ...reconciliation }, null, 2)}\n`,
  );
  await close(summary.out, summaryFailed);
  return { taxFile, summaryFile: summary.path, reconciliation };
}

function reconciled(asset: string, symbol: string, start: Decimal, s: AssetSums, end: Decimal): ReconciledAsset {
  const expected = addDecimals(addDecimals(addDecimals(start, s.received), neg(s.sent)), neg(s.fees));
  const difference = addDecimals(end, neg(expected));
  const text = (d: Decimal) => decimalToString(d);
  return {
    asset,
    symbol,
    start: text(start),
    received: text(s.received),
    sent: text(s.sent),
    fees: text(s.fees),
    expectedEnd: text(expected),
    end: text(end),
    difference: text(difference),
    ok: isZero(difference),
  };
}

const secondsOf = (iso: string) => Date.parse(iso) / 1000;

/** Each exported chain's token transfers and internal calls of the period, tagged with their chain, oldest first. */
async function historyMovements(input: TaxReportInput): Promise<(HistoryMovement & { chainId: string })[]> {
  const { api, request, period, signal } = input;
  const all: (HistoryMovement & { chainId: string })[] = [];
  for (const chainId of request.includeChains ?? []) {
    // The native token's symbol and decimals, as the balance endpoint names them.
    const { nativeTokenBalance: n } = await api.request(
      'getNativeBalance',
      { chainId, address: request.addresses[0], currency: request.tax.currency },
      { signal },
    );
    const native = { symbol: n?.symbol ?? 'AVAX', decimals: n?.decimals ?? 18 };
    const found = await evmHistoryMovementsOf(
      api,
      chainId,
      request.addresses,
      native,
      { fromSec: secondsOf(period.from), toSec: secondsOf(period.to) },
      signal,
    );
    all.push(...found.map((m) => ({ ...m, chainId })));
  }
  return all.sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0));
}

/**
 * Per chain, the native and ERC-20 balances summed over the addresses just before the chain's first
 * movement and at its last one (the balance endpoints answer as of a block): the addresses' balances
 * change only in blocks where they have a movement, all of which the report holds.
 */
async function reconcileEvm(
  input: TaxReportInput,
  sums: Map<string, AssetSums>,
  ranges: Map<string, BlockRange>,
): Promise<{ assets: ReconciledAsset[]; note?: string }> {
  const { api, request, signal } = input;
  const balancesAt = async (chainId: string, block: bigint) => {
    const totals = new Map<string, Decimal>();
    const credit = (asset: string, amount: Decimal) => totals.set(asset, addDecimals(totals.get(asset) ?? ZERO, amount));
    if (block < 0n) return totals;
    const blockNumber = block.toString();
    for (const address of request.addresses) {
      const { nativeTokenBalance: b } = await api.request(
        'getNativeBalance',
        { chainId, address, blockNumber, currency: request.tax.currency },
        { signal },
      );
      credit(nativeAsset(chainId), { units: BigInt(b?.balance ?? '0'), scale: b?.decimals ?? 18 });
      if (![...sums.keys()].some((k) => k.startsWith(`erc20:${chainId}:`))) continue;
      // Spam-filtered tokens are still the address's: a transfer of one must reconcile too.
      const ask = (pageToken: string | undefined) =>
        api.request(
          'listErc20Balances',
          {
            chainId,
            address,
            blockNumber,
            filterSpamTokens: false,
            pageSize: 500,
            currency: request.tax.currency,
            ...(pageToken && { pageToken }),
          } as never,
          { signal },
        );
      for await (const page of walkAnswers(ask, signal)) {
        for (const t of page.erc20TokenBalances ?? []) {
          if (t.address && t.decimals !== undefined)
            credit(erc20Asset(chainId, t.address), { units: BigInt(t.balance ?? '0'), scale: t.decimals });
        }
      }
    }
    return totals;
  };
  const assets: ReconciledAsset[] = [];
  for (const [chainId, range] of ranges) {
    const start = await balancesAt(chainId, range.first - 1n);
    const end = await balancesAt(chainId, range.last);
    for (const [asset, s] of sums) {
      if (asset === nativeAsset(chainId) || asset.startsWith(`erc20:${chainId}:`))
        assets.push(reconciled(asset, s.symbol, start.get(asset) ?? ZERO, s, end.get(asset) ?? ZERO));
    }
  }
  return { assets, ...(sums.size === 0 && { note: 'No transactions in the period: there was nothing to reconcile' }) };
}

const PRIMARY_CHAINS = ['p-chain', 'x-chain', 'c-chain'] as const;

/** Every balance category of the addresses on P, X and C (atomic memory), per asset, as of the period's start and end. */
async function reconcilePrimary(
  input: TaxReportInput,
  sums: Map<string, AssetSums>,
): Promise<{ assets: ReconciledAsset[]; note?: string }> {
  const network = networkOf(input.request.addresses[0]);
  const balancesAt = async (sec: number) => {
    const totals = new Map<string, { symbol: string; amount: Decimal }>();
    for (const blockchainId of PRIMARY_CHAINS) {
      const { balances } = await input.api.request(
        'getPrimaryBalances',
        { network, blockchainId, blockTimestamp: sec, addresses: input.request.addresses } as never,
        { signal: input.signal },
      );
      for (const entries of Object.values(balances ?? {}) as {
        assetId?: string;
        symbol?: string;
        amount?: string;
        denomination?: number;
      }[][]) {
        for (const e of entries ?? []) {
          if (!e.assetId) continue;
          const t = totals.get(e.assetId) ?? { symbol: e.symbol ?? e.assetId, amount: ZERO };
          t.amount = addDecimals(t.amount, { units: BigInt(e.amount ?? '0'), scale: e.denomination ?? 0 });
          totals.set(e.assetId, t);
        }
      }
    }
    return totals;
  };
  const fromSec = Date.parse(input.period.from) / 1000;
  const toSec = Date.parse(input.period.to) / 1000;
  const start = await balancesAt(fromSec - 1);
  const end = await balancesAt(toSec);
  const assets: ReconciledAsset[] = [];
  for (const asset of new Set([...sums.keys(), ...start.keys(), ...end.keys()])) {
    const s = sums.get(asset) ?? { symbol: start.get(asset)?.symbol ?? end.get(asset)!.symbol, received: ZERO, sent: ZERO, fees: ZERO };
    assets.push(reconciled(asset, s.symbol, start.get(asset)?.amount ?? ZERO, s, end.get(asset)?.amount ?? ZERO));
  }
  return { assets };
}

function networkOf(address: string): 'mainnet' | 'fuji' {
  return parsePxAddress(address).hrp === 'fuji' ? 'fuji' : 'mainnet';
}

/**
 * The value of a staking reward at its time, in the report's currency: the rewards endpoint
 * gives each reward's historical price; amount × price, exact, rounded to cents.
 */
async function rewardPrices(input: TaxReportInput): Promise<(txHash: string, amount: string) => string | undefined> {
  const prices = new Map<string, string>();
  const network = networkOf(input.request.addresses[0]);
  const ask = (pageToken: string | undefined) =>
    input.api.request(
      'listHistoricalRewards',
      {
        network,
        addresses: input.request.addresses,
        currency: input.request.tax.currency,
        pageSize: 100,
        ...(pageToken && { pageToken }),
      } as never,
      { signal: input.signal },
    );
  for await (const page of walkAnswers(ask, input.signal)) {
    for (const r of page.historicalRewards ?? []) {
      const value = r.reward?.historicalPrice?.value;
      if (r.rewardTxHash && value !== undefined) prices.set(r.rewardTxHash, String(value));
    }
  }
  return (txHash, amount) => {
    const price = prices.get(txHash);
    if (price === undefined) return undefined;
    const worth = amountTimesPrice(parseAmount(amount, 9), 9, price);
    return worth ? decimalToString(worth, 2) : undefined;
  };
}
