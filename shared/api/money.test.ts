import { describe, expect, it } from 'vitest';
import { NativeTokenBalance } from './evm';
import { HistoricalReward } from './primaryNetwork';
import { decimalValue, numberToDecimalString } from './money';
import { nativeBalance } from '../../test/realApi/samples';

describe('numberToDecimalString', () => {
  it('keeps the shortest round-trip digits and expands exponents by moving digits', () => {
    expect(numberToDecimalString(48.62)).toBe('48.62');
    expect(numberToDecimalString(0.1)).toBe('0.1');
    expect(numberToDecimalString(1e-7)).toBe('0.0000001');
    expect(numberToDecimalString(1.5e-7)).toBe('0.00000015');
    expect(numberToDecimalString(-2.5e-8)).toBe('-0.000000025');
    expect(numberToDecimalString(1.5e21)).toBe('1500000000000000000000');
    expect(numberToDecimalString(123456789.123)).toBe('123456789.123');
    expect(numberToDecimalString(0)).toBe('0');
  });
});

describe('decimalValue', () => {
  it('passes the interface string through and turns the real API number into the same string', () => {
    expect(decimalValue.parse('35.24')).toBe('35.24');
    expect(decimalValue.parse(35.24)).toBe('35.24');
  });

  it('names a value that is neither', () => {
    expect(decimalValue.safeParse(true).success).toBe(false);
    expect(decimalValue.safeParse(Infinity).success).toBe(false);
  });
});

// Shapes of the real Data API's published OpenAPI document (the native balance is test/realApi's sample of it): Money/Price `value` is a JSON number there.
describe('money in real answers', () => {
  it('reads a native balance whose price and value are numbers', () => {
    const b = NativeTokenBalance.parse(nativeBalance.nativeTokenBalance);
    expect(b.price?.value).toBe('35.24');
    expect(b.balanceValue?.value).toBe('1713.3688');
  });

  it('reads a historical reward whose price of the day is a number', () => {
    const r = HistoricalReward.parse({
      txHash: 'x',
      reward: {
        assetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
        amount: '123',
        denomination: 9,
        historicalPrice: { currencyCode: 'usd', value: 12.5 },
      },
    });
    expect(r.reward?.historicalPrice?.value).toBe('12.5');
  });
});
