import { describe, expect, it } from 'vitest';
import { PrimaryBalances } from '../../../shared/api';
import { totalsByAsset } from './balanceTotals';

const avax = { assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1' };
const rdg = { assetId: 'RDG-ID', name: 'Ridge Token', symbol: 'RDG', denomination: 6, type: 'secp256k1' };

describe('totalsByAsset', () => {
  it('adds every category, atomic memory included, per asset with BigInt', () => {
    const balances = PrimaryBalances.parse({
      unlockedUnstaked: [{ ...avax, amount: '9007199254740993', utxoCount: 3 }, { ...rdg, amount: '5', utxoCount: 1 }],
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
    const balances = PrimaryBalances.parse({ unlockedUnstaked: [{ ...avax, amount: '1.5' }, { ...avax, amount: '10' }] });
    expect(totalsByAsset(balances)).toEqual([{ assetId: 'AVAX-ID', name: 'Avalanche', symbol: 'AVAX', denomination: 9, amount: '10', utxoCount: 0 }]);
    expect(totalsByAsset(undefined)).toEqual([]);
  });
});
