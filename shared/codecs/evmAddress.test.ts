import { describe, expect, it } from 'vitest';
import { isChecksumAddress, isValidEvmAddress, toChecksumAddress } from './evmAddress';

// The test vectors of EIP-55 itself.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EVM addresses', () => {
  it.each(EIP55)('checksums %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(isChecksumAddress(address)).toBe(true);
    expect(isValidEvmAddress(address)).toBe(true);
  });

  it('accepts unchecksummed all-lower and all-upper hex', () => {
    expect(isValidEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isValidEvmAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    expect(isChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
  });

  it('rejects a mixed-case address with one letter flipped, and wrong shapes', () => {
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isValidEvmAddress('0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(() => toChecksumAddress('0x1234')).toThrow('40 hex digits');
  });
});
