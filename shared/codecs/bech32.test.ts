import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { addressOnChain, formatPxAddress, isValidPxAddress, parsePxAddress } from './bech32';
import { bytesToHex, hexToBytes } from './hash';

// The well-known local-network test key ("ewoq") controls short id 3cb7…b29c; its addresses are
// published in avalanchego's docs for each prefix.
const EWOQ = '0x3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c';

describe('bech32 P-/X- addresses', () => {
  it.each([
    ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'X', 'local'],
    ['P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'P', 'fuji'],
    ['P-custom18jma8ppw3nhx5r4ap8clazz0dps7rv5u9xde7p', 'P', 'custom'],
  ] as const)('parses %s', (text, chain, hrp) => {
    const parsed = parsePxAddress(text);
    expect(parsed.chain).toBe(chain);
    expect(parsed.hrp).toBe(hrp);
    expect(bytesToHex(parsed.bytes)).toBe(EWOQ);
    expect(formatPxAddress(parsed)).toBe(text);
  });

  it('formats the same bytes per network prefix, with and without the chain letter', () => {
    const bytes = hexToBytes(EWOQ);
    const mainnet = formatPxAddress({ chain: 'X', hrp: 'avax', bytes });
    expect(mainnet).toMatch(/^X-avax1/);
    expect(parsePxAddress(mainnet).bytes).toEqual(bytes);
    const bare = formatPxAddress({ hrp: 'fuji', bytes });
    expect(bare).toBe('fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t');
    expect(parsePxAddress(bare).chain).toBeUndefined();
  });

  it("writes an address in another chain's form, keeping its bytes, prefix and checksum", () => {
    expect(addressOnChain('X-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'P')).toBe('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t');
    expect(addressOnChain('fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'C')).toBe('C-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t');
    expect(bytesToHex(parsePxAddress(addressOnChain('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'C')).bytes)).toBe(EWOQ);
    expect(() => addressOnChain('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4v', 'X')).toThrow('not a bech32 address');
  });

  it('validates the checksum and, when asked, the network prefix', () => {
    expect(isValidPxAddress('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'fuji')).toBe(true);
    expect(isValidPxAddress('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'testnet')).toBe(true);
    expect(isValidPxAddress('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t', 'mainnet')).toBe(false);
    expect(isValidPxAddress('P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4v')).toBe(false);
    expect(() => parsePxAddress('Q-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5u6wmu4t')).toThrow('unknown chain "Q"');
    expect(() => parsePxAddress('X-fuji1qqqq')).toThrow('not a bech32 address');
  });

  it('rejects a valid bech32 string that does not hold 20 bytes', () => {
    expect(() => parsePxAddress(`X-${bech32.encodeFromBytes('avax', new Uint8Array(32))}`)).toThrow('holds 20 bytes');
    expect(() => formatPxAddress({ hrp: 'avax', bytes: new Uint8Array(32) })).toThrow('20 bytes, got 32');
  });
});
