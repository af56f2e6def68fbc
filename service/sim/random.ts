import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Deterministic randomness: every simulated value derives from the seed and a label, so a
 * test can name what it expects and two runs with one seed serve identical data.
 */
export class Rng {
  private state: number;
  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 || 1 : hashLabel(seed);
  }
  /** mulberry32: fast, good enough for simulation, fully deterministic. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(minInclusive: number, maxExclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxExclusive - minInclusive));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A child generator for a named sub-stream (e.g. one per block), independent of call order elsewhere. */
  fork(label: string | number): Rng {
    return new Rng(`${this.state}:${label}`);
  }
}

export function hashLabel(label: string): number {
  const h = sha256(new TextEncoder().encode(label));
  return ((h[0] << 24) | (h[1] << 16) | (h[2] << 8) | h[3]) >>> 0 || 1;
}

/** 32 deterministic bytes for a label: ids, hashes, keys. */
export function bytesFor(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(label));
}
