import { useEffect, useState } from 'react';

export interface TablePrefs {
  sizing: Record<string, number>;
  visibility: Record<string, boolean>;
}

const storageKey = (tableId: string) => `ridgeline:table:${tableId}`;

function load(tableId: string, defaults: TablePrefs): TablePrefs {
  try {
    const raw = localStorage.getItem(storageKey(tableId));
    if (!raw) return defaults;
    const parsed = JSON.parse(raw) as Partial<TablePrefs>;
    const numbers = Object.entries(parsed.sizing ?? {}).filter(([, v]) => typeof v === 'number' && v > 0);
    const flags = Object.entries(parsed.visibility ?? {}).filter(([, v]) => typeof v === 'boolean');
    return { sizing: Object.fromEntries(numbers), visibility: { ...defaults.visibility, ...Object.fromEntries(flags) } };
  } catch {
    // A damaged entry only costs the user their widths; start from the defaults.
    return defaults;
  }
}

/** Column widths and shown/hidden columns, remembered per table (no secrets: localStorage is fine). */
export function useTablePrefs(tableId: string, defaultVisibility: Record<string, boolean>) {
  const [prefs, setPrefs] = useState<TablePrefs>(() => load(tableId, { sizing: {}, visibility: defaultVisibility }));
  useEffect(() => {
    localStorage.setItem(storageKey(tableId), JSON.stringify(prefs));
  }, [tableId, prefs]);
  return [prefs, setPrefs] as const;
}
