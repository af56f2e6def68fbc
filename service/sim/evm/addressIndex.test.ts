import { describe, expect, it } from 'vitest';
import { Rng } from '../random';
import { AddressIndex } from './addressIndex';

/** Pushes ascending values to random ids (some twice in a row, as a transaction's sender and recipient), into both. */
function fill(index: AddressIndex, reference: Map<number, number[]>, rng: Rng, from: number, count: number, ids: number): void {
  for (let value = from; value < from + count; value++) {
    for (let k = rng.int(1, 4); k > 0; k--) {
      const id = rng.int(0, 10) === 0 ? rng.int(0, 3) : rng.int(0, ids); // a few busy ids, many quiet ones
      index.push(id, value);
      const list = reference.get(id) ?? [];
      if (list[list.length - 1] !== value) list.push(value);
      reference.set(id, list);
    }
  }
}

function expectSame(index: AddressIndex, reference: Map<number, number[]>, ids: number): void {
  for (let id = 0; id < ids + 5; id++) {
    expect(Array.from(index.list(id)), `id ${id}`).toEqual(reference.get(id) ?? []);
    expect(index.lengthOf(id)).toBe(reference.get(id)?.length ?? 0);
  }
}

describe('AddressIndex', () => {
  it('keeps each id’s ascending run, once per value, in one typed pool, before and after compacting and with pushes after', () => {
    const index = new AddressIndex();
    const reference = new Map<number, number[]>();
    const rng = new Rng(7);
    fill(index, reference, rng, 0, 20_000, 3_000);
    expect(index.idCount).toBe(Math.max(...reference.keys()) + 1);
    expectSame(index, reference, 3_000);
    index.compact();
    expectSame(index, reference, 3_000);
    // Live blocks after the history: runs grow again, new ids appear.
    fill(index, reference, rng, 20_000, 2_000, 5_000);
    expectSame(index, reference, 5_000);
    // Runs are views of one Uint32Array: four bytes a number and nothing for the garbage collector to walk.
    const busy = index.list(0);
    expect(busy).toBeInstanceOf(Uint32Array);
    expect(busy.buffer).toBe(index.list(1).buffer);
  });

  it('gives an empty run for ids it never saw, and views that later pushes leave as they were', () => {
    const index = new AddressIndex();
    expect(index.list(0).length).toBe(0);
    expect(index.list(1e6).length).toBe(0);
    expect(index.lengthOf(1e6)).toBe(0);
    index.push(4, 10);
    index.push(4, 10);
    index.push(9, 11);
    const seen = index.list(4);
    for (let v = 12; v < 200; v++) index.push(4, v); // moves and grows the run past the pool's first size
    expect(Array.from(seen)).toEqual([10]);
    expect(index.lengthOf(4)).toBe(189);
    index.compact();
    expect(Array.from(index.list(9))).toEqual([11]);
    expect(Array.from(seen)).toEqual([10]);
  });
});
