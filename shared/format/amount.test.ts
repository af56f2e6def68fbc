import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './amount';

describe('formatAmount', () => {
  it.each([
    ['1000000001', 9, '1.000000001'],
    ['1000000000', 9, '1'],
    ['1500000000', 9, '1.5'],
    ['1', 9, '0.000000001'],
    ['0', 9, '0'],
    ['-2500000000', 9, '-2.5'],
    ['123', 0, '123'],
    // More than 2^53 wei: a float would lose the last digits.
    ['123456789012345678901234567', 18, '123456789.012345678901234567'],
  ] as const)('%s with %i decimals is %s', (amount, decimals, text) => {
    expect(formatAmount(amount, decimals)).toBe(text);
  });

  it('groups the whole part when asked', () => {
    expect(formatAmount('1234567000000000', 9, { group: true })).toBe('1,234,567');
    expect(formatAmount('-1234567500000000', 9, { group: true })).toBe('-1,234,567.5');
    expect(formatAmount('999000000000', 9, { group: true })).toBe('999');
  });

  it('rounds half away from zero to maxFractionDigits', () => {
    expect(formatAmount('1234567890', 9, { maxFractionDigits: 4 })).toBe('1.2346');
    expect(formatAmount('1999950000', 9, { maxFractionDigits: 4 })).toBe('2');
    expect(formatAmount('-1234550000', 9, { maxFractionDigits: 4 })).toBe('-1.2346');
    expect(formatAmount('-1', 9, { maxFractionDigits: 2 })).toBe('0');
    expect(formatAmount('15', 1, { maxFractionDigits: 5 })).toBe('1.5');
  });

  it('rejects what is not an integer string, and bad decimals', () => {
    expect(() => formatAmount('1.5', 9)).toThrow('amount must be an integer string');
    expect(() => formatAmount('', 9)).toThrow('amount must be an integer string');
    expect(() => formatAmount('1e9', 9)).toThrow('amount must be an integer string');
    expect(() => formatAmount('1', -1)).toThrow('decimals must be an integer');
    expect(() => formatAmount('1', 1.5)).toThrow('decimals must be an integer');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1.5', 9, '1500000000'],
    ['1.000000001', 9, '1000000001'],
    ['0.000000001', 9, '1'],
    [' 12 ', 9, '12000000000'],
    ['1,234.5', 2, '123450'],
    ['.5', 1, '5'],
    ['7.', 3, '7000'],
    ['-3.25', 2, '-325'],
    ['-0', 2, '0'],
    ['42', 0, '42'],
  ] as const)('"%s" with %i decimals is %s', (text, decimals, units) => {
    expect(parseAmount(text, decimals)).toBe(units);
  });

  it('names the field and says what is wrong', () => {
    expect(() => parseAmount('1.0000000001', 9)).toThrow('amount has 10 decimal places; at most 9 are allowed');
    expect(() => parseAmount('12a', 9, 'value')).toThrow('value has a character that is not a digit: "a"');
    expect(() => parseAmount('1.2.3', 9)).toThrow('amount is not a number');
    expect(() => parseAmount('12,34', 9)).toThrow('amount is not a number');
    expect(() => parseAmount('  ', 9)).toThrow('amount is empty');
    expect(() => parseAmount('.', 9)).toThrow('amount has no digits');
    expect(() => parseAmount('1.5', 0, 'quantity')).toThrow(expect.objectContaining({ name: 'AmountError', field: 'quantity' }));
  });

  it('is the inverse of formatAmount for any integer and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), fc.boolean(), (n, d, group) => {
        expect(parseAmount(formatAmount(n.toString(), d, { group }), d)).toBe(n.toString());
      }),
    );
  });
});
