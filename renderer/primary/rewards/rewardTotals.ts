import type { z } from 'zod';
import type { HistoricalReward } from '../../../shared/api';
import { addDecimals, amountTimesPrice, decimalToString, ZERO, type Decimal } from '../../../shared/format/decimal';

/** Values are money: cents are enough, and totals are summed exactly before this rounding. */
const VALUE_DIGITS = 2;

export type HistoricalRewardItem = z.output<typeof HistoricalReward>;

export interface RewardTotal {
  assetId: string;
  symbol?: string;
  denomination?: number;
  /** Integer string in the asset's smallest unit. */
  amount: string;
  count: number;
  /** Sum of each reward's value at its own historical price, per currency code, in cents. */
  values: Array<{ currencyCode: string; value: string }>;
}

/** The value of one reward at the price of its day, as a Price-shaped decimal string, or undefined. */
export function rewardValue(r: HistoricalRewardItem): { currencyCode: string; value: string } | undefined {
  const value = rewardValueDecimal(r);
  return value && r.reward?.historicalPrice?.currencyCode
    ? { currencyCode: r.reward.historicalPrice.currencyCode, value: decimalToString(value, VALUE_DIGITS) }
    : undefined;
}

function rewardValueDecimal(r: HistoricalRewardItem): Decimal | null {
  const { amount, denomination, historicalPrice } = r.reward ?? {};
  if (amount === undefined || denomination === undefined || !historicalPrice?.value) return null;
  return amountTimesPrice(amount, denomination, historicalPrice.value);
}

/** Rewards added up per asset (BigInt) and their historical values per currency (exact decimals). */
export function rewardTotals(rewards: HistoricalRewardItem[]): RewardTotal[] {
  const byAsset = new Map<string, { total: RewardTotal; sum: bigint; values: Map<string, Decimal> }>();
  for (const r of rewards) {
    const reward = r.reward;
    if (!reward?.assetId || reward.amount === undefined || !/^\d+$/.test(reward.amount)) continue;
    let t = byAsset.get(reward.assetId);
    if (!t) {
      t = {
        total: { assetId: reward.assetId, symbol: reward.symbol, denomination: reward.denomination, amount: '0', count: 0, values: [] },
        sum: 0n,
        values: new Map(),
      };
      byAsset.set(reward.assetId, t);
    }
    t.sum += BigInt(reward.amount);
    t.total.count += 1;
    const value = rewardValueDecimal(r);
    const code = reward.historicalPrice?.currencyCode;
    if (value && code) t.values.set(code, addDecimals(t.values.get(code) ?? ZERO, value));
  }
  return [...byAsset.values()].map(({ total, sum, values }) => ({
    ...total,
    amount: sum.toString(),
    values: [...values].map(([currencyCode, v]) => ({ currencyCode, value: decimalToString(v, VALUE_DIGITS) })),
  }));
}

/** The API's progress as a share from 0 to 1; a value above 1 is read as a percentage. */
export function progressShare(progress: number | undefined): number | undefined {
  if (progress === undefined || !Number.isFinite(progress)) return undefined;
  return Math.min(1, Math.max(0, progress > 1 ? progress / 100 : progress));
}
