import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it, vi } from 'vitest';
import type { SimNetwork } from '../catalog';
import { ManualClock } from '../clock';
import { AccountPool } from './accountPool';
import * as genesis from './genesisAlloc';
import { SCALE_CONFIG } from './history';
import { EvmSimulation } from './simulation';

vi.mock('./genesisAlloc', async (importOriginal) => {
  const original = await importOriginal<typeof genesis>();
  return { ...original, eoaAddressBytes: vi.fn(original.eoaAddressBytes) };
});

/** How the pool's addresses were derived when they were all computed up front: keccak of three big-endian u32s. */
function referenceAddress(seed: number, network: SimNetwork, index: number): string {
  const input = new Uint8Array(12);
  const view = new DataView(input.buffer);
  view.setUint32(0, seed >>> 0);
  view.setUint32(4, network === 'mainnet' ? 1 : 5);
  view.setUint32(8, index);
  return `0x${Buffer.from(keccak_256(input).subarray(12)).toString('hex')}`;
}

const SAMPLE = [0, 1, 2, 3, 4, 5, 17, 399, 4_096, 31_337, 59_999];

describe('AccountPool', () => {
  it.each(['mainnet', 'fuji'] as const)('derives the same %s addresses as before, in any order', (network) => {
    for (const seed of [7, 0xdeadbeef]) {
      const pool = new AccountPool(seed, network, 60_000);
      for (const id of [...SAMPLE].reverse()) {
        const expected = referenceAddress(seed, network, id);
        expect(pool.hexOf(id)).toBe(expected);
        expect(Buffer.from(pool.bytesOf(id)).toString('hex')).toBe(expected.slice(2));
      }
    }
  });

  it('finds an account by address whether or not it was shown before', () => {
    const pool = new AccountPool(7, 'mainnet', 1_000);
    expect(pool.idOf(referenceAddress(7, 'mainnet', 2))).toBe(2);
    expect(pool.idOf(referenceAddress(7, 'mainnet', 777).toUpperCase().replace('0X', '0x'))).toBe(777);
    expect(pool.idOf(referenceAddress(7, 'mainnet', 1_000))).toBeUndefined();
    expect(pool.idOf(referenceAddress(7, 'fuji', 5))).toBeUndefined();
    expect(() => pool.hexOf(1_000)).toThrow(RangeError);
  });

  it('derives no address of the pool while the history is built', () => {
    const derive = vi.mocked(genesis.eoaAddressBytes);
    derive.mockClear();
    const sim = new EvmSimulation({ seed: 7, scale: 'small', clock: new ManualClock(Date.UTC(2026, 10, 24, 11, 20)) });
    const built = derive.mock.calls.length;
    expect(sim.chains.length).toBeGreaterThan(2);
    // Two pools, one per network: only the treasuries (looked up at genesis) and contract deployers
    // (CREATE addresses) are derived, a small part of them at the larger scales.
    expect(built).toBeLessThan(SCALE_CONFIG.small.accounts);
    // Showing transactions derives their senders, as the reference gives them.
    const chain = sim.chain('43114')!;
    const s = chain.store;
    for (let seq = s.txCount - 20; seq < s.txCount; seq++) {
      expect(chain.transaction(seq).from).toBe(referenceAddress(7, 'mainnet', s.txFrom.get(seq)));
    }
    expect(derive.mock.calls.length).toBeGreaterThan(built);
  });
});

describe('AccountPool.index', () => {
  it('indexes every address a slice at a time, as a lookup would', async () => {
    const pool = new AccountPool(7, 'fuji', 5_000);
    let slices = 0;
    await pool.index(() => (slices++, false), 1_000);
    expect(pool.indexed).toBe(true);
    expect(slices).toBe(6); // asked before each of the 5 slices and before the index
    expect(pool.idOf(referenceAddress(7, 'fuji', 4_321))).toBe(4_321);
  });

  it('stops when cancelled', async () => {
    const pool = new AccountPool(7, 'fuji', 5_000);
    let slices = 0;
    await pool.index(() => ++slices > 2, 1_000);
    expect(pool.indexed).toBe(false);
    expect(pool.idOf(referenceAddress(7, 'fuji', 4_999))).toBe(4_999);
    expect(pool.indexed).toBe(true);
  });
});
