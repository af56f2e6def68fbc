/** The value at a dotted path (`from.address`) of an API item; undefined where the path breaks. */
export function valueAt(item: unknown, path: string): unknown {
  return valueAtKeys(item, path.split('.'));
}

/** `valueAt` with the path split once, for reading one path from many items (a report's rows). */
export function pathReader(path: string): (item: unknown) => unknown {
  const keys = path.split('.');
  return (item) => valueAtKeys(item, keys);
}

/** The value at a path already split into keys (a zod issue's path); undefined where the path breaks. */
export function valueAtKeys(item: unknown, keys: readonly PropertyKey[]): unknown {
  let v: unknown = item;
  for (const key of keys) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
