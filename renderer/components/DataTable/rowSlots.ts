import { useLayoutEffect, useRef } from 'react';

/** Each drawn row's slot, by row id: the React key of the row's element. */
export type RowSlots = ReadonlyMap<string, number>;

/**
 * The slots of the rows drawn now (`ids`, in order), given the last ones: a row still drawn keeps its slot, and a row
 * entering takes the slot of one that left, so React updates that row's elements in place instead of creating a row's
 * elements and removing another's (bench/NOTES.md "Scrolling, eighth pass"). A row that left while `held` (holding the
 * focus, pointed at, showing its copy buttons) gives its slot to none, so its element unmounts as it leaves and never
 * shows another row's content; a row that is `fresh` (its entry animation) takes a new slot, so an element's animation
 * is neither replayed nor carried. Pure: given the same last slots it gives the same answer.
 */
export function assignRowSlots(
  last: RowSlots,
  ids: readonly string[],
  held: (id: string) => boolean,
  fresh: (id: string) => boolean,
): Map<string, number> {
  const next = new Map<string, number>();
  for (const id of ids) {
    const slot = last.get(id);
    if (slot !== undefined) next.set(id, slot);
  }
  if (next.size === ids.length) return next;
  const free: number[] = [];
  for (const [id, slot] of last) if (!next.has(id) && !held(id)) free.push(slot);
  // A new slot is one no row had last time: a held row's slot must not be reused, or its element would be.
  const taken = new Set(last.values());
  let spare = 0;
  const newSlot = () => {
    while (taken.has(spare)) spare++;
    taken.add(spare);
    return spare;
  };
  for (const id of ids) {
    if (next.has(id)) continue;
    next.set(id, !fresh(id) && free.length ? free.pop()! : newSlot());
  }
  return next;
}

/**
 * The slots of the rows a render draws, from those of the last render committed (the elements on the page): a render
 * repeated or thrown away assigns from what is on the page, never from a render that was not.
 */
export function useRowSlots(ids: readonly string[], held: (id: string) => boolean, fresh: (id: string) => boolean): RowSlots {
  const committed = useRef<RowSlots>(new Map());
  const next = assignRowSlots(committed.current, ids, held, fresh);
  useLayoutEffect(() => {
    committed.current = next;
  });
  return next;
}
