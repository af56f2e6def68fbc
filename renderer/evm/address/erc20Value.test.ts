import { describe, expect, it } from 'vitest';
import { decimalToString } from '../../../shared/format/decimal';
import { sharePercent, totalValue } from './erc20Value';

describe('ERC-20 values', () => {
  it('sums the values exactly, skipping unpriced balances', () => {
    const { total, priced } = totalValue([
      { balanceValue: { value: '0.100000' } },
      { balanceValue: { value: '0.200000' } },
      {},
      { balanceValue: { value: '12345678901234567890.5' } },
    ]);
    expect(decimalToString(total)).toBe('12345678901234567890.8');
    expect(priced).toBe(3);
  });

  it('gives each share of the total in percent, rounded to two decimals', () => {
    const { total } = totalValue([{ balanceValue: { value: '1' } }, { balanceValue: { value: '2' } }]);
    expect(sharePercent('1', total)).toBe('33.33%');
    expect(sharePercent('2.000000', total)).toBe('66.67%');
    expect(sharePercent(undefined, total)).toBeUndefined();
    expect(sharePercent('1', totalValue([]).total)).toBeUndefined();
  });
});
