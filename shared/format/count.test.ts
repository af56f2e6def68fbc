import { describe, expect, it } from 'vitest';
import { formatCount, formatCountText } from './count';

describe('formatCount', () => {
  it('writes numbers and BigInts in the user grouping, as toLocaleString does, every digit of a BigInt kept', () => {
    expect(formatCount(27080)).toBe((27080).toLocaleString());
    expect(formatCount(0.125)).toBe((0.125).toLocaleString());
    expect(formatCount(8_000_000n)).toBe(8_000_000n.toLocaleString());
    const big = 123456789012345678901234567890n;
    expect(formatCount(big)).toBe(big.toLocaleString());
    expect(formatCount(big).replace(/\D/g, '')).toBe(big.toString());
  });

  it('groups a count sent as digits, every digit kept, and leaves any other text as it came', () => {
    expect(formatCountText('178823')).toBe((178823).toLocaleString());
    expect(formatCountText('123456789012345678901234567890').replace(/\D/g, '')).toBe('123456789012345678901234567890');
    expect(formatCountText('0x2b8f7')).toBe('0x2b8f7');
    expect(formatCountText('')).toBe('');
  });
});
