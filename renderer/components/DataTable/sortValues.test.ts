import { describe, expect, it } from 'vitest';
import { compareByKind, compareDecimals } from './sortValues';

const sortBy = (kind: Parameters<typeof compareByKind>[0], values: unknown[]) => [...values].sort((a, b) => compareByKind(kind, a, b));

describe('sort values', () => {
  it('orders amounts given as strings exactly, beyond the precision of a number', () => {
    // 2^53 + 1 and 2^53 are the same number as floats; as strings they differ.
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(sortBy('amount', ['1000000000000000000001', '99', '1000000000000000000000', '-5', '0.5'])).toEqual([
      '-5',
      '0.5',
      '99',
      '1000000000000000000000',
      '1000000000000000000001',
    ]);
    expect(compareDecimals('1.25', '1.3')).toBe(-1);
    expect(compareDecimals('abc', '1')).toBeUndefined();
  });

  it('orders times as numbers, ids as plain strings, and text as numbers when both are, else by the collation', () => {
    expect(sortBy('time', [1700000000, 99, 1600000000])).toEqual([99, 1600000000, 1700000000]);
    // An id's digits are not a number: "0x10" before "0x9", "10" before "9".
    expect(sortBy('id', ['0x9', '0x10', 'NodeID-b', 'NodeID-a'])).toEqual(['0x10', '0x9', 'NodeID-a', 'NodeID-b']);
    expect(sortBy('id', ['9', '10'])).toEqual(['10', '9']);
    expect(sortBy('text', ['10', '9', '100'])).toEqual(['9', '10', '100']);
    expect(sortBy('text', ['block b', 'Block a', 'block 10', 'block 9'])).toEqual(['block 9', 'block 10', 'Block a', 'block b']);
  });
});
