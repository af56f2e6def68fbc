import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock';
import { scanNativeBalance } from './nativeBalances';
import { EvmSimulation } from './simulation';

vi.setConfig({ testTimeout: 60_000 });

describe('NativeBalances', () => {
  it('gives every address the balance a walk of its transactions gives, at any block, also after live blocks arrive', () => {
    const clock = new ManualClock(Date.UTC(2026, 4, 2, 9, 0));
    const sim = new EvmSimulation({ seed: 5, scale: 'small', clock });
    const chain = sim.chain('43114')!;
    const s = chain.store;
    // Addresses with the longest histories first: they cross many checkpoints (the treasuries, the busiest senders).
    const ids = Array.from({ length: s.addressTxs.idCount }, (_, id) => ({ id, n: s.addressTxs.lengthOf(id) }))
      .filter((a) => a.n > 0)
      .sort((a, b) => b.n - a.n)
      .map((a) => a.id);
    expect(s.addressTxs.lengthOf(ids[0])).toBeGreaterThan(200);
    const check = () => {
      const head = chain.headNumber;
      for (const id of ids.slice(0, 60)) {
        const list = Array.from(s.addressTxs.list(id));
        // The blocks of some of its transactions, the one before each, and the ends.
        const blocks = [0, head, ...list.filter((_, i) => i % 7 === 0).flatMap((seq) => [s.txBlock.get(seq) - 1, s.txBlock.get(seq)])];
        for (const b of blocks) {
          expect(chain.nativeBalance(s.addressOf(id), b), `address ${id} at block ${b}`).toBe(scanNativeBalance(s, chain.alloc, id, b));
        }
      }
    };
    check();
    // Live blocks append to the lists already taken in: the running balances must extend, not go stale.
    for (let i = 0; i < 300; i++) {
      clock.advance(2_000);
      sim.mine(chain);
    }
    check();
    expect(chain.nativeBalance('0x00000000000000000000000000000000000000aa', chain.headNumber)).toBe(0n);
  });
});
