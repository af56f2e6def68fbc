import { describe, expect, it } from 'vitest';
import { hexToBigIntString } from './hex';

describe('hexToBigIntString', () => {
  it('turns genesis hex balances into decimal integer strings', () => {
    expect(hexToBigIntString('0xde0b6b3a7640000')).toBe('1000000000000000000');
    expect(hexToBigIntString('0x295BE96E64066972000000')).toBe('50000000000000000000000000');
    expect(hexToBigIntString('0x0')).toBe('0');
  });

  it('rejects text that is not a 0x hex quantity', () => {
    expect(() => hexToBigIntString('0x')).toThrow('not a hex quantity');
    expect(() => hexToBigIntString('1234')).toThrow('not a hex quantity');
    expect(() => hexToBigIntString('0xg1')).toThrow('not a hex quantity');
  });
});
