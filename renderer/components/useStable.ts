import { useRef } from 'react';

/**
 * The previous value for as long as `same` finds the new one equal to it, so that memos, effects
 * and memoized children depending on a value rebuilt on every render (a list of ids, chart rows)
 * do no work until its content changes.
 */
export function useStable<T>(value: T, same: (kept: T, next: T) => boolean): T {
  const kept = useRef(value);
  if (!same(kept.current, value)) kept.current = value;
  return kept.current;
}

/** The same items in the same order. */
export const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
