import { describe, expect, it, vi } from 'vitest';
import { UNREADABLE } from '../../shared/api/wire/unreadable';
import { loadItems, type LoadedItems } from './loadedItems';

type Item = { id: string; page: string };
const page = (name: string, ids: string[]): Item[] => ids.map((id) => ({ id, page: name }));
const itemsOf = (p: unknown) => p as Item[];

describe('loadItems', () => {
  it('keeps the first copy of an id that overlapping pages share, and says which ids are loaded', () => {
    const loaded = loadItems([page('1', ['a', 'b']), page('2', ['b', 'c'])], itemsOf, (i) => i.id, undefined);
    expect(loaded.items.map((i) => `${i.id}${i.page}`)).toEqual(['a1', 'b1', 'c2']);
    expect(['a', 'b', 'c', 'd'].map(loaded.has)).toEqual([true, true, true, false]);
  });

  it("reads only the appended page's ids and leaves the answer it built on as it was", () => {
    const getRowId = vi.fn((i: Item) => i.id);
    const first = page('1', ['a', 'b', 'c']);
    const before = loadItems([first], itemsOf, getRowId, undefined);
    getRowId.mockClear();
    const after = loadItems([first, page('2', ['c', 'd', 'e'])], itemsOf, getRowId, before);
    expect(after.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Three ids of the new page, and one more to confirm the overlap ('c') is the item loaded before.
    expect(getRowId.mock.calls.length).toBeLessThanOrEqual(4);
    expect(before.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(before.has('d')).toBe(false);
    expect(after.has('d')).toBe(true);
  });

  it('an answer built and thrown away (a discarded render) changes nothing of the next one built on the same pages', () => {
    const rowId = (i: Item) => i.id;
    const first = page('1', ['a', 'b']);
    const base: LoadedItems<Item> = loadItems([first], itemsOf, rowId, undefined);
    // Built from another second page, then dropped.
    loadItems([first, page('2x', ['x', 'y'])], itemsOf, rowId, base);
    const kept = loadItems([first, page('2', ['c', 'd'])], itemsOf, rowId, base);
    expect(kept.has('x')).toBe(false);
    expect(kept.has('y')).toBe(false);
    // 'x' arriving later is new to this list, not a copy of the dropped answer's.
    const next = loadItems([...kept.pages, page('3', ['x'])], itemsOf, rowId, kept);
    expect(next.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'x']);
    expect(base.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(['a', 'b', 'c'].map(base.has)).toEqual([true, true, false]);
  });

  it('an item it could not read keeps its row and takes no id', () => {
    const unreadable = { [UNREADABLE]: [{ field: 'id', type: 'missing' }] };
    const rowId = vi.fn((i: Item) => i.id);
    const loaded = loadItems([[{ id: 'a' }, unreadable, unreadable]], itemsOf, rowId, undefined);
    expect(loaded.items).toHaveLength(3);
    expect(rowId).toHaveBeenCalledTimes(1);
  });
});
