import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('writes numbers and BigInts in the user grouping, as toLocaleString does, every digit of a BigInt kept', () => {
    expect(formatCount(27080)).toBe((27080).toLocaleString());
    expect(formatCount(0.125)).toBe((0.125).toLocaleString());
    expect(formatCount(8_000_000n)).toBe(8_000_000n.toLocaleString());
    const big = 123456789012345678901234567890n;
    expect(formatCount(big)).toBe(big.toLocaleString());
    expect(formatCount(big).replace(/\D/g, '')).toBe(big.toString());
  });
});
