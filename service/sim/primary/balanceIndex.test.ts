import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock';
import { DAY } from './constants';
import { balancesAt } from './balances';
import type { ChainKey } from './model';
import { primaryNetworksFor } from '../../../test/support/rigs/primaryNetworkFacts';
import { TEST_SEED, TEST_START_MS } from '../../../test/support/rigs/primaryTestService';
import { WALLET_COUNT } from './wallets';

// A few thousand full scans take seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The running balances must answer exactly what summing every output alive at the time answers.
const nets = primaryNetworksFor(TEST_SEED, new ManualClock(TEST_START_MS));
const { sim, balances } = nets.get('mainnet');
const CHAINS: ChainKey[] = ['P', 'X', 'C'];
const chainInfo = { chainName: 'any', network: 'mainnet' };
const fromIndex = (chain: ChainKey, owners: number[], t: number) => JSON.parse(balances.answerJson(chain, owners, t, chainInfo)).balances;
const fromScan = (chain: ChainKey, owners: number[], t: number) => JSON.parse(JSON.stringify(balancesAt(sim, chain, new Set(owners), t)));

/** Every time any output of `owner` is made, spent, unlocks or stakes, with the second before and after. */
function edgesOf(owner: number): number[] {
  const times = new Set<number>();
  for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) {
    for (const t of [u.createdAt, u.spent?.timestamp, u.locktime, u.stakeableLocktime, u.staking?.start, u.staking?.end]) {
      if (t) for (const d of [-1, 0, 1]) times.add(t + d);
    }
  }
  return [...times].sort((a, b) => a - b);
}

/** About `n` of the times, spread over the whole timeline. */
const spread = (times: number[], n: number) => times.filter((_, i) => i % Math.max(1, Math.floor(times.length / n)) === 0);

describe('BalanceIndex', () => {
  it('gives each owner on each chain the full scan answer at every kind of moment of its timeline', () => {
    let compared = 0;
    for (let owner = 0; owner < WALLET_COUNT; owner++) {
      const times = [0, ...spread(edgesOf(owner), 80), Math.floor(TEST_START_MS / 1000), Number.MAX_SAFE_INTEGER];
      for (const chain of CHAINS) {
        for (const t of times) {
          expect(fromIndex(chain, [owner], t), `owner ${owner} on ${chain} at ${t}`).toEqual(fromScan(chain, [owner], t));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(WALLET_COUNT * CHAINS.length * 60);
    // The moments compared include answers in every category, not only empty lists.
    const all = Array.from({ length: WALLET_COUNT }, (_, i) => i);
    const now = Math.floor(TEST_START_MS / 1000);
    const counted = fromIndex('P', all, now);
    for (const category of ['unlockedUnstaked', 'unlockedStaked', 'lockedPlatform', 'lockedStakeable', 'lockedStaked'])
      expect(counted[category].length, category).toBeGreaterThan(0);
    expect(
      fromIndex('C', all, now - 20 * DAY).atomicMemoryUnlocked.length + fromIndex('P', all, now - 20 * DAY).atomicMemoryUnlocked.length,
    ).toBeGreaterThan(0);
  });

  it('counts a multisig output of two asked-for owners once, for any set of owners at any time', () => {
    // X-Chain multisig outputs go to wallets i and i + 1: the pairs are where double counting would show.
    const shared = sim.ledger.txs.flatMap((tx) => tx.emitted).filter((u) => u.owners.length > 1);
    expect(shared.length).toBeGreaterThan(10);
    const times = shared.flatMap((u) => [u.createdAt, u.createdAt + 1, ...(u.spent ? [u.spent.timestamp - 1, u.spent.timestamp] : [])]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: WALLET_COUNT - 1 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CHAINS),
        fc.oneof(fc.constantFrom(...times), fc.integer({ min: 0, max: Math.floor(TEST_START_MS / 1000) + 400 * DAY })),
        (owners, chain, t) => {
          expect(fromIndex(chain, owners, t)).toEqual(fromScan(chain, owners, t));
        },
      ),
      { numRuns: 400 },
    );
    const [u] = shared.filter((s) => s.createdOn === 'X' && !s.atomicTo);
    const both = fromIndex('X', u.owners, u.createdAt);
    expect(both).toEqual(fromScan('X', u.owners, u.createdAt));
  });

  it('knows until when an answer holds: the full scan answers the same at every second before the next change', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: WALLET_COUNT - 1 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...CHAINS),
        fc.integer({ min: 0, max: Math.floor(TEST_START_MS / 1000) + 400 * DAY }),
        (owners, chain, t) => {
          const next = balances.nextChange(chain, owners, t);
          expect(next).toBeGreaterThan(t);
          const answer = fromScan(chain, owners, t);
          if (next === Infinity) return void expect(fromScan(chain, owners, Number.MAX_SAFE_INTEGER)).toEqual(answer);
          // Just before the change, and a moment in between, read as at t; the change time is one of an owner's edges.
          for (const at of [next - 1, Math.floor((t + next) / 2)]) expect(fromScan(chain, owners, at), `at ${at}`).toEqual(answer);
          expect(owners.some((o) => edgesOf(o).includes(next))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a repeated question from its cache with the same bytes', () => {
    const t = Math.floor(TEST_START_MS / 1000);
    const first = balances.answerJson('P', [8, 9, 10], t, chainInfo);
    expect(balances.answerJson('P', [8, 9, 10], t, chainInfo)).toBe(first);
    expect(JSON.parse(first).balances).toEqual(fromScan('P', [8, 9, 10], t));
  });
});
