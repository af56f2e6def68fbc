import { describe, expect, it } from 'vitest';
import { expectedPrimaryNetworks, TEST_START_MS } from '../../test/support/rigs/primaryTestService';
import { secondsOf } from '../sim/clock';
import { explorerIndex } from '../sim/primary/explorerIndex';
import { chainTransactionJson, nextChainJsonChange } from './serializeByChain';

const sim = expectedPrimaryNetworks().get('mainnet').sim;
const now = secondsOf(TEST_START_MS);

/**
 * The time nextChainJsonChange names is what a kept page of transactions holds until
 * (listPrimaryTransactions): each transaction's JSON must be the same up to the second before it, and differ at it.
 */
describe('nextChainJsonChange', () => {
  it("names the second a staking transaction's JSON changes, its reward paid or an output spent", () => {
    const staking = [...explorerIndex(sim).stakeOf.values()].filter(
      (p) => p.tx && p.tx.timestamp <= now && p.rewardTx && p.rewardTx.timestamp > now,
    );
    expect(staking.length).toBeGreaterThan(0);
    for (const p of staking.slice(0, 20)) {
      const tx = p.tx!;
      const next = nextChainJsonChange(sim, [tx], now);
      expect(next).toBeLessThanOrEqual(p.rewardTx!.timestamp);
      const asOf = (t: number) => chainTransactionJson(sim, tx, t).toString();
      expect(asOf(next - 1), tx.txHash).toBe(asOf(now));
      expect(asOf(next), tx.txHash).not.toBe(asOf(now));
    }
  });

  it('is the earliest change of the page', () => {
    const txs = [...explorerIndex(sim).stakeOf.values()].flatMap((p) => (p.tx && p.tx.timestamp <= now ? [p.tx] : [])).slice(0, 100);
    expect(nextChainJsonChange(sim, txs, now)).toBe(Math.min(...txs.map((tx) => nextChainJsonChange(sim, [tx], now))));
  });
});
