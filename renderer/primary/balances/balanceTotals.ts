import type { z } from 'zod';
import { ATOMIC_BALANCE_CATEGORIES, BALANCE_CATEGORIES, type PrimaryBalances } from '../../../shared/api';

export type Balances = z.output<typeof PrimaryBalances>;
export type BalanceCategory = (typeof BALANCE_CATEGORIES)[number] | (typeof ATOMIC_BALANCE_CATEGORIES)[number];

export const ALL_CATEGORIES: BalanceCategory[] = [...BALANCE_CATEGORIES, ...ATOMIC_BALANCE_CATEGORIES];

export const CATEGORY_LABELS: Record<BalanceCategory, string> = {
  unlockedUnstaked: 'Unlocked, not staked',
  unlockedStaked: 'Unlocked, staked',
  lockedPlatform: 'Locked (platform)',
  lockedStakeable: 'Locked, stakeable',
  lockedStaked: 'Locked, staked',
  pendingStaked: 'Pending stake',
  atomicMemoryUnlocked: 'Atomic memory, unlocked',
  atomicMemoryLocked: 'Atomic memory, locked',
};

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
 * What the addresses hold of each asset over every category, atomic memory included: amounts
 * added as BigInt, UTXO counts summed. Entries without an integer amount are left out rather
 * than guessed. Assets keep the order in which they first appear.
 */
export function totalsByAsset(balances: Balances | undefined): AssetTotal[] {
  const totals = new Map<string, { total: AssetTotal; sum: bigint }>();
  for (const category of ALL_CATEGORIES) {
    for (const entry of balances?.[category] ?? []) {
      if (!entry.assetId || entry.amount === undefined || !/^\d+$/.test(entry.amount)) continue;
      let t = totals.get(entry.assetId);
      if (!t) {
        t = { total: { assetId: entry.assetId, symbol: entry.symbol, name: entry.name, denomination: entry.denomination, amount: '0', utxoCount: 0 }, sum: 0n };
        totals.set(entry.assetId, t);
      }
      t.sum += BigInt(entry.amount);
      t.total.utxoCount += entry.utxoCount ?? 0;
    }
  }
  return [...totals.values()].map(({ total, sum }) => ({ ...total, amount: sum.toString() }));
}
