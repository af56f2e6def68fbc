import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_URL, JsonRing } from './jsonRing';

/** An item whose JSON length and number of base URL links vary with its key. */
const itemOf = (key: number) => ({
  key,
  pad: 'x'.repeat((key * 7) % 40),
  links: Array.from({ length: key % 3 }, (_, i) => `${BASE_URL}/static/logo/${key}-${i}.svg`),
  name: key % 5 === 0 ? 'Rhône ⛰' : 'plain',
});
const expected = (key: number, baseUrl: string) => JSON.stringify(itemOf(key)).split(JSON.stringify(BASE_URL).slice(1, -1)).join(baseUrl);

/** The item as copied out of the ring (rendering it when the ring does not hold it: `renders` records that). */
function read(ring: JsonRing, key: number, baseUrl: string, renders: number[]): string {
  const base = Buffer.from(baseUrl);
  const slot = ring.slot(key, (k: number) => (renders.push(k), itemOf(k)), key);
  const out = Buffer.alloc(ring.sizeOf(slot, base));
  return out.toString('utf8', 0, ring.copyTo(slot, out, 0, base));
}

describe('JSON ring', () => {
  it('renders an item once and copies it out with each request base URL in its links', () => {
    const ring = new JsonRing(1 << 20, 1000);
    const renders: number[] = [];
    for (const baseUrl of ['http://127.0.0.1:8080', '', 'http://[::1]:9']) {
      for (const key of [1, 2, 5, 6]) expect(read(ring, key, baseUrl, renders)).toBe(expected(key, baseUrl));
    }
    expect(renders).toEqual([1, 2, 5, 6]);
  });

  const RUN = 5000;

  it('forgets its oldest items as it wraps around, keeps the newest, and always copies out the right bytes', () => {
    fc.assert(
      // Distinct keys, enough to go round the ring more than twice, then keys at random (hits and misses).
      fc.property(fc.array(fc.nat(8000), { minLength: 500, maxLength: 3000 }), (randomKeys) => {
        const keys = [...Array.from({ length: RUN }, (_, i) => 3001 + i), ...randomKeys];
        // Bytes run out before item slots do (about 1,800 items of ~110 bytes fit).
        const ring = new JsonRing(200 * 1000, 5000);
        const renders: number[] = [];
        let newest: number | undefined;
        const wrong: string[] = [];
        keys.forEach((key, i) => {
          const before = renders.length;
          if (read(ring, key, 'http://h:1', renders) !== expected(key, 'http://h:1')) wrong.push(`${key} copied out wrong`);
          // The item stored before this one is still there (a hit does not make an item newer).
          if (newest !== undefined) read(ring, newest, 'http://h:1', renders);
          if (renders.length > before + 1) wrong.push(`${newest} forgotten while newest`);
          if (renders.length > before) newest = key;
          // More than the ring holds went through it: the first item was forgotten.
          if (i === RUN - 1) {
            const rendered = renders.length;
            read(ring, keys[0], 'http://h:1', renders);
            if (renders.length === rendered) wrong.push(`${keys[0]} kept`);
          }
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('going round again, forgets the items left at the end of the buffer as well as those it writes over', () => {
    // Items of 100 bytes fill 200,000 bytes exactly. On the second round one of 150 bytes ends it
    // 50 bytes early, leaving the first round's last item in the tail; then one of 160 wraps.
    const sizes = new Map([[3998, 150], [3999, 160]]);
    const string = (key: number) => 'x'.repeat((sizes.get(key) ?? 100) - 2);
    const ring = new JsonRing(200_000, 5000);
    const renders: number[] = [];
    const get = (key: number) => {
      const slot = ring.slot(key, (k: number) => (renders.push(k), string(k)), key);
      const out = Buffer.alloc(ring.sizeOf(slot, new Uint8Array(0)));
      return out.toString('utf8', 0, ring.copyTo(slot, out, 0, new Uint8Array(0)));
    };
    for (let key = 1; key <= 3999; key++) get(key);
    expect(renders.length).toBe(3999);
    for (const key of [2001, 2002, 2000]) expect(get(key)).toBe(JSON.stringify(string(key)));
    expect(renders.slice(3999)).toEqual([2001, 2002, 2000]);
  });

  it('keeps at most maxItems items and refuses an item too big for it', () => {
    const ring = new JsonRing(1 << 20, 1000);
    const renders: number[] = [];
    for (let key = 0; key < 1001; key++) read(ring, key, '', renders);
    read(ring, 1000, '', renders);
    read(ring, 1, '', renders);
    expect(renders.length).toBe(1001);
    read(ring, 0, '', renders);
    expect(renders.at(-1)).toBe(0);
    expect(() => ring.slot(-1, () => 'x'.repeat(2000), 0)).toThrow(/too big/);
  });
});
