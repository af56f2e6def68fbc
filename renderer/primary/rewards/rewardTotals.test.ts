import { describe, expect, it } from 'vitest';
import { HistoricalReward } from '../../../shared/api';
import { amountTimesPrice, decimalToString } from '../../../shared/format/decimal';
import { progressShare, rewardTotals, rewardValue } from './rewardTotals';

const reward = (amount: string, price: string, currencyCode = 'usd') =>
  HistoricalReward.parse({
    reward: { assetId: 'AVAX', symbol: 'AVAX', denomination: 9, amount, historicalPrice: { currencyCode, value: price } },
  });

describe('reward values', () => {
  it('multiplies an amount in nAVAX by a decimal price exactly', () => {
    // 1.5 AVAX at 36.42 = 54.63
    expect(rewardValue(reward('1500000000', '36.42'))).toEqual({ currencyCode: 'usd', value: '54.63' });
    expect(decimalToString(amountTimesPrice('1', 9, '0.1')!)).toBe('0.0000000001');
    // 0.137534624 AVAX at 24.87375 = 3.42100... -> 3.42
    expect(rewardValue(reward('137534624', '24.873750'))?.value).toBe('3.42');
    expect(amountTimesPrice('1', 9, '1e3')).toBeNull();
    expect(rewardValue(HistoricalReward.parse({ reward: { amount: '5', denomination: 9 } }))).toBeUndefined();
  });

  it('totals amounts per asset and values per currency', () => {
    const totals = rewardTotals([reward('1500000000', '36.42'), reward('250000000', '40.1'), reward('1000000000', '33', 'eur')]);
    expect(totals).toEqual([
      {
        assetId: 'AVAX',
        symbol: 'AVAX',
        denomination: 9,
        amount: '2750000000',
        count: 3,
        // 54.63 + 10.025 = 64.655, rounded only after the exact sum
        values: [
          { currencyCode: 'usd', value: '64.66' },
          { currencyCode: 'eur', value: '33' },
        ],
      },
    ]);
  });
});

describe('progressShare', () => {
  it('reads shares and percentages and clamps them', () => {
    expect(progressShare(0.25)).toBe(0.25);
    expect(progressShare(42)).toBe(0.42);
    expect(progressShare(-1)).toBe(0);
    expect(progressShare(250)).toBe(1);
    expect(progressShare(undefined)).toBeUndefined();
  });
});
