import { useCallback, useEffect, useState } from 'react';

/** A client sort of the loaded rows: the column and its direction. */
export interface LoadedSort {
  id: string;
  desc: boolean;
}

export interface TablePrefs {
  sizing: Record<string, number>;
  visibility: Record<string, boolean>;
  /** Column ids in the user's order (columns not named keep their place after them). */
  order: string[];
  /** Columns pinned to the start, in order. */
  pinned: string[];
  /** The loaded rows' sort, when the user chose one. */
  sort: LoadedSort | null;
}

const storageKey = (tableId: string) => `ridgeline:table:${tableId}`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

function readSort(v: unknown): LoadedSort | null {
  const s = v as Partial<LoadedSort> | null | undefined;
  return s && typeof s.id === 'string' && typeof s.desc === 'boolean' ? { id: s.id, desc: s.desc } : null;
}

function load(tableId: string, defaults: TablePrefs): TablePrefs {
  try {
    const raw = localStorage.getItem(storageKey(tableId));
    if (!raw) return defaults;
    const parsed = JSON.parse(raw) as Partial<Record<keyof TablePrefs, unknown>>;
    const numbers = Object.entries(parsed.sizing ?? {}).filter(([, v]) => typeof v === 'number' && v > 0);
    const flags = Object.entries(parsed.visibility ?? {}).filter(([, v]) => typeof v === 'boolean');
    return {
      sizing: Object.fromEntries(numbers),
      visibility: { ...defaults.visibility, ...Object.fromEntries(flags) },
      order: strings(parsed.order),
      pinned: strings(parsed.pinned),
      sort: readSort(parsed.sort),
    };
  } catch {
    // A damaged entry only costs the user their layout; start from the defaults.
    return defaults;
  }
}

const defaultsOf = (visibility: Record<string, boolean>): TablePrefs => ({ sizing: {}, visibility, order: [], pinned: [], sort: null });

/**
 * A table's layout (widths, shown columns, order, pinned columns) and its loaded rows' sort, remembered per
 * table (no secrets: localStorage is fine), with a reset to the columns' own layout.
 */
export function useTablePrefs(tableId: string, defaultVisibility: Record<string, boolean>) {
  const [prefs, setPrefs] = useState<TablePrefs>(() => load(tableId, defaultsOf(defaultVisibility)));
  useEffect(() => {
    localStorage.setItem(storageKey(tableId), JSON.stringify(prefs));
  }, [tableId, prefs]);
  const reset = useCallback(() => setPrefs(defaultsOf(defaultVisibility)), [defaultVisibility]);
  return [prefs, setPrefs, reset] as const;
}
