import { csvRow } from '../csv/csvRow';

/**
 * The files a tax report can be written as. `full` is the export itself (all its columns); the
 * others are the import formats of tax tools, from their published templates:
 * - Koinly's universal template: Date (UTC, "YYYY-MM-DD HH:mm UTC"), Sent Amount, Sent Currency,
 *   Received Amount, Received Currency, Fee Amount, Fee Currency, Net Worth Amount, Net Worth
 *   Currency, Label, Description, TxHash; staking income carries the label "staking".
 * - CoinTracker's CSV: Date ("MM/DD/YYYY HH:mm:ss", UTC), Received Quantity, Received Currency,
 *   Sent Quantity, Sent Currency, Fee Amount, Fee Currency, Tag; staking income is tagged "staked".
 * - generic: one row per movement with the same fields in a plain order, the date in ISO 8601 UTC.
 */
export const TAX_FORMATS = ['full', 'koinly', 'cointracker', 'generic'] as const;
export type TaxFormat = (typeof TAX_FORMATS)[number];

export const TAX_FORMAT_LABELS: Record<TaxFormat, string> = {
  full: 'Ridgeline full CSV (every column)',
  koinly: 'Koinly (universal format)',
  cointracker: 'CoinTracker',
  generic: 'Generic (date, sent, received, fee, net worth, label, description, tx hash)',
};

/** An amount as the file shows it: exact decimal text in whole units, and its currency. */
export interface TaxAmount {
  value: string;
  currency: string;
}

/** What one transaction did to the addresses, in one asset (its fee apart). */
export interface TaxMovement {
  /** Epoch seconds. */
  time: number;
  txHash: string;
  /** Key of the asset the amounts are in (chain id of a native token, asset id), for the reconciliation. */
  asset: string;
  sent?: TaxAmount;
  received?: TaxAmount;
  fee?: TaxAmount;
  /** Income from staking: tax tools book it as income at its value then. */
  staking?: boolean;
  /** Value of what was received, in the report's currency, at the time. */
  netWorth?: string;
  description: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function utcParts(sec: number) {
  const d = new Date(sec * 1000);
  return {
    y: d.getUTCFullYear(),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
}

/** Koinly's and the generic format's columns after the date, in the same order. */
const SENT_RECEIVED_FEE = ['Sent Amount', 'Sent Currency', 'Received Amount', 'Received Currency', 'Fee Amount', 'Fee Currency'];
/** Those columns' values for one movement. */
const sentReceivedFee = (m: TaxMovement) => [
  m.sent?.value,
  m.sent?.currency,
  m.received?.value,
  m.received?.currency,
  m.fee?.value,
  m.fee?.currency,
];

export function taxHeader(format: Exclude<TaxFormat, 'full'>, currency: string): string[] {
  const cur = currency.toUpperCase();
  if (format === 'koinly')
    return ['Date', ...SENT_RECEIVED_FEE, 'Net Worth Amount', 'Net Worth Currency', 'Label', 'Description', 'TxHash'];
  if (format === 'cointracker')
    return ['Date', 'Received Quantity', 'Received Currency', 'Sent Quantity', 'Sent Currency', 'Fee Amount', 'Fee Currency', 'Tag'];
  return ['Date', ...SENT_RECEIVED_FEE, `Net Worth (${cur})`, 'Label', 'Description', 'TxHash'];
}

/** One movement as a line of the format. */
export function taxLine(format: Exclude<TaxFormat, 'full'>, m: TaxMovement, currency: string): string {
  const t = utcParts(m.time);
  const worth = m.netWorth ?? '';
  if (format === 'koinly') {
    return csvRow([
      `${t.y}-${t.mo}-${t.d} ${t.h}:${t.mi} UTC`,
      ...sentReceivedFee(m),
      worth,
      worth && currency.toUpperCase(),
      m.staking ? 'staking' : '',
      m.description,
      m.txHash,
    ]);
  }
  if (format === 'cointracker') {
    return csvRow([
      `${t.mo}/${t.d}/${t.y} ${t.h}:${t.mi}:${t.s}`,
      m.received?.value,
      m.received?.currency,
      m.sent?.value,
      m.sent?.currency,
      m.fee?.value,
      m.fee?.currency,
      m.staking ? 'staked' : '',
    ]);
  }
  return csvRow([
    `${t.y}-${t.mo}-${t.d}T${t.h}:${t.mi}:${t.s}Z`,
    ...sentReceivedFee(m),
    worth,
    m.staking ? 'staking income' : '',
    m.description,
    m.txHash,
  ]);
}
