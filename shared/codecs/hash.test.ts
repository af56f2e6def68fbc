import { describe, expect, it } from 'vitest';
import { bytesToHex, hashToBytes, hexToBytes, isHash32 } from './hash';

const HASH = '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6';

describe('hex and 32-byte hashes', () => {
  it('converts hex to bytes and back, with or without 0x', () => {
    expect(hexToBytes('0x00ff10')).toEqual(Uint8Array.of(0, 255, 16));
    expect(hexToBytes('00FF10')).toEqual(Uint8Array.of(0, 255, 16));
    expect(hexToBytes('0x')).toEqual(new Uint8Array(0));
    expect(bytesToHex(Uint8Array.of(0, 255, 16))).toBe('0x00ff10');
  });

  it('reads a 32-byte hash and writes it back', () => {
    expect(isHash32(HASH)).toBe(true);
    const bytes = hashToBytes(HASH);
    expect(bytes.length).toBe(32);
    expect(bytes[0]).toBe(0x88);
    expect(bytesToHex(bytes)).toBe(HASH);
  });

  it('rejects odd length, bad digits, missing 0x and wrong length', () => {
    expect(() => hexToBytes('0xabc')).toThrow('even number');
    expect(() => hexToBytes('0xzz')).toThrow('only 0-9');
    expect(() => hashToBytes(HASH.slice(2))).toThrow('starts with 0x');
    expect(() => hashToBytes('0x1234')).toThrow('32 bytes, got 2');
    expect(isHash32(`${HASH}00`)).toBe(false);
    expect(isHash32(HASH.slice(0, -1))).toBe(false);
  });
});
