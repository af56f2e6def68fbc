import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_URL, JsonRing } from './jsonRing';

/** An item whose JSON length and number of links to the service vary with its key. */
const itemOf = (key: number) => ({
  key,
  pad: 'x'.repeat((key * 7) % 40),
  links: Array.from({ length: key % 3 }, (_, i) => `${BASE_URL}/static/logo/${key}-${i}.svg`),
  name: key % 5 === 0 ? 'Rhône ⛰' : 'plain',
});
const expected = (key: number, baseUrl: string) => JSON.stringify(itemOf(key)).split(JSON.stringify(BASE_URL).slice(1, -1)).join(baseUrl);

/** Items as copied out of the ring, comma-separated (rendering those it does not hold: `renders` records that). */
function readList(ring: JsonRing, keys: number[], baseUrl: string, renders: number[], render: (key: number) => unknown = itemOf): string {
  const base = ring.baseUrl(baseUrl);
  const slots = Int32Array.from(keys, (key) => ring.slot(key, (k: number) => (renders.push(k), render(k)), key, undefined, base));
  const out = Buffer.alloc(slots.reduce((n, slot) => n + ring.sizeOf(slot, base), 0) + Math.max(0, keys.length - 1));
  return out.toString('utf8', 0, ring.copyList(slots, out, 0, base));
}
const read = (ring: JsonRing, key: number, baseUrl: string, renders: number[], render?: (key: number) => unknown) =>
  readList(ring, [key], baseUrl, renders, render);

describe('JSON ring', () => {
  it('renders an item once and copies it out with each request base URL in its links', () => {
    const ring = new JsonRing(1 << 20, 1000);
    const renders: number[] = [];
    for (const baseUrl of ['http://127.0.0.1:8080', '', 'http://[::1]:9', 'http://127.0.0.1:8080']) {
      for (const key of [1, 2, 5, 6]) expect(read(ring, key, baseUrl, renders)).toBe(expected(key, baseUrl));
    }
    expect(renders).toEqual([1, 2, 5, 6]);
  });

  it('copies a list out whole, in the order asked, whatever order and base URL its items were stored in', () => {
    const ring = new JsonRing(1 << 20, 1000);
    const renders: number[] = [];
    readList(ring, [10, 11, 12, 13, 14], 'http://a', renders);
    readList(ring, [3, 2, 1], 'http://b', renders);
    const list = [20, 14, 13, 12, 11, 10, 3, 2, 1, 12, 21];
    for (const baseUrl of ['http://a', 'http://b', 'http://longer-than-both:1234']) {
      expect(readList(ring, list, baseUrl, renders)).toBe(list.map((k) => expected(k, baseUrl)).join(','));
    }
    expect(readList(ring, [], 'http://a', renders)).toBe('');
  });

  it('serves base URLs beyond those it remembers by putting them in place each time', () => {
    const ring = new JsonRing(1 << 20, 1000);
    const renders: number[] = [];
    for (let i = 0; i < 40; i++)
      expect(readList(ring, [1, 2, 3 + i], `http://host-${i}`, renders)).toBe(
        [1, 2, 3 + i].map((k) => expected(k, `http://host-${i}`)).join(','),
      );
  });

  const RUN = 5000;

  it('forgets its oldest items as it wraps around, keeps the newest, and always copies out the right bytes', () => {
    fc.assert(
      // Distinct keys, enough to go round the ring more than twice, then keys at random (hits and misses).
      fc.property(fc.array(fc.nat(8000), { minLength: 500, maxLength: 3000 }), fc.boolean(), (randomKeys, twoBases) => {
        const keys = [...Array.from({ length: RUN }, (_, i) => 3001 + i), ...randomKeys];
        // Bytes run out before item slots do (about 1,800 items of ~110 bytes fit).
        const ring = new JsonRing(200 * 1000, 5000);
        const renders: number[] = [];
        let newest: number | undefined;
        const wrong: string[] = [];
        keys.forEach((key, i) => {
          const baseUrl = twoBases && i % 2 ? 'http://other:2' : 'http://h:1';
          const before = renders.length;
          if (read(ring, key, baseUrl, renders) !== expected(key, baseUrl)) wrong.push(`${key} copied out wrong`);
          // The item stored before this one is still there (a hit does not make an item newer).
          if (newest !== undefined) read(ring, newest, baseUrl, renders);
          if (renders.length > before + 1) wrong.push(`${newest} forgotten while newest`);
          if (renders.length > before) newest = key;
          // More than the ring holds went through it: the first item was forgotten.
          if (i === RUN - 1) {
            const rendered = renders.length;
            read(ring, keys[0], baseUrl, renders);
            if (renders.length === rendered) wrong.push(`${keys[0]} kept`);
          }
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('going round again, forgets the items left at the end of the buffer as well as those it writes over', () => {
    // Items of 99 bytes (100 with their comma) fill 200,000 bytes exactly. On the second round one
    // of 150 ends it 50 bytes early, leaving the first round's last item in the tail; then one of 160 wraps.
    const sizes = new Map([
      [3998, 149],
      [3999, 159],
    ]);
    const string = (key: number) => 'x'.repeat((sizes.get(key) ?? 99) - 2);
    const ring = new JsonRing(200_000, 5000);
    const renders: number[] = [];
    for (let key = 1; key <= 3999; key++) read(ring, key, '', renders, string);
    expect(renders.length).toBe(3999);
    for (const key of [2001, 2002, 2000]) expect(read(ring, key, '', renders, string)).toBe(JSON.stringify(string(key)));
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
    expect(() => ring.slot(-1, () => 'x'.repeat(2000), 0, 0, ring.baseUrl(''))).toThrow(/too big/);
  });
});
