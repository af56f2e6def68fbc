/**
 * The categories of a Primary Network balances answer and its totals by asset, as the renderer's
 * balance pages and the main process's portfolio history both read them (lifted from
 * renderer/primary/balances/balanceTotals.ts so there is one reading).
 */
import type { z } from 'zod';
import { ATOMIC_BALANCE_CATEGORIES, BALANCE_CATEGORIES, X_CHAIN_BALANCE_CATEGORIES, type BalanceEntry, type PrimaryBalances } from '../api';
import { UNREADABLE } from '../api/wire/unreadable';

export type Balances = z.output<typeof PrimaryBalances>;
export type KnownCategory =
  (typeof BALANCE_CATEGORIES)[number] | (typeof X_CHAIN_BALANCE_CATEGORIES)[number] | (typeof ATOMIC_BALANCE_CATEGORIES)[number];
/** A known category, or the key of one the answer carries that Ridgeline has no label for. */
export type BalanceCategory = KnownCategory | (string & {});
export type Entry = z.output<typeof BalanceEntry> & { sharedWithChainId?: string; status?: string };

export const KNOWN_CATEGORIES: KnownCategory[] = [...BALANCE_CATEGORIES, ...X_CHAIN_BALANCE_CATEGORIES, ...ATOMIC_BALANCE_CATEGORIES];

const isEntry = (v: unknown): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every category the answer carries, each with its entries: known ones in their usual order,
 * then unknown lists of entries under their own key (the real API adds categories the interface
 * does not name; they count in totals too).
 */
export function categoriesOf(balances: Balances | undefined): Array<{ category: BalanceCategory; entries: Entry[] }> {
  if (!balances) return [];
  const record = balances as Record<string, unknown>;
  const known = new Set<string>(KNOWN_CATEGORIES);
  const unknown = Object.keys(record).filter((k) => !known.has(k) && k !== UNREADABLE && Array.isArray(record[k]));
  return [...KNOWN_CATEGORIES.filter((k) => Array.isArray(record[k])), ...unknown].map((category) => ({
    category,
    entries: (record[category] as unknown[]).filter(isEntry),
  }));
}

export interface AssetTotal {
  assetId: string;
  symbol?: string;
  name?: string;
  denomination?: number;
  /** Integer string in the asset's smallest unit. */
  amount: string;
  utxoCount: number;
}

/**
 * What the addresses hold of each asset over every category the answer carries, atomic memory
 * included: amounts added as BigInt, UTXO counts summed. Entries without an integer amount are
 * left out rather than guessed. Assets keep the order in which they first appear.
 */
export function totalsByAsset(balances: Balances | undefined): AssetTotal[] {
  const totals = new Map<string, { total: AssetTotal; sum: bigint }>();
  for (const { entries } of categoriesOf(balances)) {
    for (const entry of entries) {
      if (!entry.assetId || typeof entry.amount !== 'string' || !/^\d+$/.test(entry.amount)) continue;
      let t = totals.get(entry.assetId);
      if (!t) {
        t = {
          total: {
            assetId: entry.assetId,
            symbol: entry.symbol,
            name: entry.name,
            denomination: entry.denomination,
            amount: '0',
            utxoCount: 0,
          },
          sum: 0n,
        };
        totals.set(entry.assetId, t);
      }
      t.sum += BigInt(entry.amount);
      t.total.utxoCount += typeof entry.utxoCount === 'number' ? entry.utxoCount : 0;
    }
  }
  return [...totals.values()].map(({ total, sum }) => ({ ...total, amount: sum.toString() }));
}
