import { describe, expect, it } from 'vitest';
import { PrimaryBalances } from '../../../shared/api';
import { avaxValue, portfolioTotals } from './portfolioTotals';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const avax = { assetId: AVAX, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1' };
// A token anyone could mint with the symbol AVAX: told apart by its asset id, never added to AVAX.
const fake = { assetId: 'FakeAvaxAssetId1111111111111111111111111111111', name: 'Not AVAX', symbol: 'AVAX', denomination: 9 };

// The P-Chain answer's categories (the interface's balances shape, as the local service sends it).
const p = PrimaryBalances.parse({
  unlockedUnstaked: [{ ...avax, amount: '9007199254740993', utxoCount: 3 }],
  unlockedStaked: [],
  lockedStaked: [{ ...avax, amount: '2000000000000', utxoCount: 1 }],
  pendingStaked: [{ ...avax, amount: '7', utxoCount: 1 }],
  atomicMemoryUnlocked: [{ ...avax, amount: '3', utxoCount: 1, sharedWithChainId: 'X' }],
});
// The real Data API's X-Chain answer (its OpenAPI's ListXChainBalancesResponse): locked/unlocked beside atomic memory,
// plus a category Ridgeline has no name for, which still counts.
const x = PrimaryBalances.parse({
  unlocked: [
    { ...avax, amount: '48120000000', utxoCount: 4 },
    { ...fake, amount: '5', utxoCount: 1 },
  ],
  locked: [],
  stakedLater: [{ ...avax, amount: '1' }],
  atomicMemoryLocked: [{ ...avax, amount: 'not a number' }],
});
const c = PrimaryBalances.parse({
  atomicMemoryUnlocked: [{ ...avax, amount: '500000000', utxoCount: 1, sharedWithChainId: 'P' }],
  atomicMemoryLocked: [],
});

describe('portfolioTotals', () => {
  it('sums AVAX per category, per chain and over the chains with BigInt, other assets kept apart', () => {
    const portfolio = portfolioTotals({ p, x, c }, AVAX);
    expect(portfolio.chains.map((ch) => [ch.chain, ch.avax])).toEqual([
      ['p', '9009199254741003'],
      ['x', '48120000001'],
      ['c', '500000000'],
    ]);
    // 9007199254740993 + 2000000000000 + 7 + 3 + 48120000001 + 500000000: past 2^53, a float would be off.
    expect(portfolio.avax).toBe('9009247874741004');
    expect(portfolio.chains[0].categories).toEqual([
      { category: 'unlockedUnstaked', amount: '9007199254740993' },
      { category: 'unlockedStaked', amount: '0' },
      { category: 'lockedStaked', amount: '2000000000000' },
      { category: 'pendingStaked', amount: '7' },
      { category: 'atomicMemoryUnlocked', amount: '3' },
    ]);
    expect(portfolio.chains[1].categories.map((cat) => cat.category)).toEqual(['unlocked', 'locked', 'atomicMemoryLocked', 'stakedLater']);
    expect(portfolio.chains[1].others).toEqual([expect.objectContaining({ assetId: fake.assetId, amount: '5' })]);
  });

  it('counts only the chains that have answered', () => {
    const portfolio = portfolioTotals({ x, c: undefined }, AVAX);
    expect(portfolio.chains.map((ch) => ch.chain)).toEqual(['x']);
    expect(portfolio.avax).toBe('48120000001');
    expect(portfolioTotals({}, AVAX)).toEqual({ chains: [], avax: '0' });
  });
});

describe('avaxValue', () => {
  it('multiplies nAVAX by the price per AVAX exactly, to the cent', () => {
    // 9,009,247.874741004 AVAX at 26.123456 EUR = 235,352,690.448890129389824 (rounded half up to the cent)
    expect(avaxValue('9009247874741004', { currencyCode: 'eur', value: '26.123456' })).toEqual({
      currencyCode: 'eur',
      value: '235352690.45',
    });
    expect(avaxValue('0', { currencyCode: 'usd', value: '26' })).toEqual({ currencyCode: 'usd', value: '0' });
  });

  it('gives nothing rather than a wrong value when the price is missing or unreadable', () => {
    expect(avaxValue('1000000000', undefined)).toBeUndefined();
    expect(avaxValue('1000000000', { currencyCode: 'usd' })).toBeUndefined();
    expect(avaxValue('1000000000', { value: '26' })).toBeUndefined();
    expect(avaxValue('1000000000', { currencyCode: 'usd', value: '-3' })).toBeUndefined();
    expect(avaxValue('1000000000', { currencyCode: 'usd', value: '2.6e1' })).toBeUndefined();
  });
});
