import { describe, expect, it } from 'vitest';
import type { Timing } from '../timing';
import { TokenBucket } from './tokenBucket';

/** A clock that moves only when the test says: sleepers wake in time order. */
function manualTiming() {
  let now = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  const timing: Timing = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  async function advance(ms: number): Promise<void> {
    const end = now + ms;
    for (;;) {
      await settle();
      sleepers.sort((a, b) => a.at - b.at);
      const next = sleepers[0];
      if (!next || next.at > end) break;
      sleepers.shift();
      now = next.at;
      next.wake();
    }
    now = end;
    await settle();
  }
  return { timing, advance };
}

describe('TokenBucket', () => {
  it('serves a view’s requests before background work queued earlier, and background only from the spare half', async () => {
    const { timing, advance } = manualTiming();
    const bucket = new TokenBucket(4, 1, timing);
    const order: string[] = [];
    const take = (name: string, background = false) => (background ? bucket.takeSpare() : bucket.take()).then(() => order.push(name));

    // Half the burst is there: background work may spend down to it, no further.
    await Promise.all([take('names 1', true), take('names 2', true)]);
    expect(order).toEqual(['names 1', 'names 2']);
    const waiting = take('names 3', true);
    await advance(0);
    expect(order).toHaveLength(2);

    // A page's request arriving later goes first, at once, from the reserve.
    const page = take('page');
    await advance(0);
    expect(order).toEqual(['names 1', 'names 2', 'page']);
    await page;

    // The background take waits until the bucket holds more than its reserve again.
    await advance(1000);
    expect(order).toHaveLength(3);
    await advance(2000);
    await waiting;
    expect(order).toEqual(['names 1', 'names 2', 'page', 'names 3']);
  });
});
