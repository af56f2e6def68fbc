import { describe, expect, it } from 'vitest';
import { PrimaryBalances } from '../../../shared/api';
import { categoriesOf, categoryLabel, totalsByAsset } from './balanceTotals';

const avax = { assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1' };
const rdg = { assetId: 'RDG-ID', name: 'Ridge Token', symbol: 'RDG', denomination: 6, type: 'secp256k1' };

describe('totalsByAsset', () => {
  it('adds every category, atomic memory included, per asset with BigInt', () => {
    const balances = PrimaryBalances.parse({
      unlockedUnstaked: [
        { ...avax, amount: '9007199254740993', utxoCount: 3 },
        { ...rdg, amount: '5', utxoCount: 1 },
      ],
      lockedStaked: [{ ...avax, amount: '2000000000000', utxoCount: 1 }],
      atomicMemoryUnlocked: [{ ...avax, amount: '7', utxoCount: 2, sharedWithChainId: 'P', status: 'unlocked' }],
      pendingStaked: [],
    });
    expect(totalsByAsset(balances)).toEqual([
      // 9007199254740993 + 2000000000000 + 7: past 2^53, a float would be off by one.
      { assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, amount: '9009199254741000', utxoCount: 6 },
      { assetId: 'RDG-ID', name: 'Ridge Token', symbol: 'RDG', denomination: 6, amount: '5', utxoCount: 1 },
    ]);
  });

  it('skips entries without an integer amount and survives an empty response', () => {
    const balances = PrimaryBalances.parse({
      unlockedUnstaked: [
        { ...avax, amount: '1.5' },
        { ...avax, amount: '10' },
      ],
    });
    expect(totalsByAsset(balances)).toEqual([
      { assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, amount: '10', utxoCount: 0 },
    ]);
    expect(totalsByAsset(undefined)).toEqual([]);
  });

  // The real Data API's X-Chain answer (its published OpenAPI: ListXChainBalancesResponse) carries
  // `locked` and `unlocked` plus the atomic-memory categories; the C-Chain only atomic memory.
  it('adds the X-Chain locked/unlocked categories and an unknown category, in that order after the known ones', () => {
    const balances = PrimaryBalances.parse({
      locked: [],
      unlocked: [
        { ...avax, amount: '48120000000', utxoCount: 4 },
        { ...rdg, amount: '1000000', utxoCount: 1 },
      ],
      atomicMemoryUnlocked: [{ ...avax, amount: '500000000', utxoCount: 1, sharedWithChainId: 'P' }],
      atomicMemoryLocked: [],
      stakedLater: [{ ...avax, amount: '1' }],
    });
    expect(totalsByAsset(balances)).toEqual([
      { assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, amount: '48620000001', utxoCount: 5 },
      { assetId: 'RDG-ID', name: 'Ridge Token', symbol: 'RDG', denomination: 6, amount: '1000000', utxoCount: 1 },
    ]);
    expect(categoriesOf(balances).map((c) => [c.category, categoryLabel(c.category), c.entries.length])).toEqual([
      ['unlocked', 'Unlocked', 2],
      ['locked', 'Locked', 0],
      ['atomicMemoryUnlocked', 'Atomic memory, unlocked', 1],
      ['atomicMemoryLocked', 'Atomic memory, locked', 0],
      ['stakedLater', 'stakedLater', 1],
    ]);
  });
});
