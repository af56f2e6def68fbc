/** The value at a dotted path (`from.address`) of an API item; undefined where the path breaks. */
export function valueAt(item: unknown, path: string): unknown {
  let v: unknown = item;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}
