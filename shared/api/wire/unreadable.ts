import type { z } from 'zod';

/**
 * Where a lenient read records what it could not read: on a list item that did not parse (the
 * item is then only this), or on a single resource whose bad fields were left out. The key
 * travels over the bridge as plain JSON, so it is a string, not a symbol.
 */
export const UNREADABLE = '__unreadable';

export interface UnreadableField {
  /** Dotted path inside the item or resource, e.g. "price.value" or "blockchains.0.evmChainId". */
  field: string;
  /** JSON type of the value that came: string, number, boolean, null, array, object, or missing. */
  type: string;
}

export function unreadableOf(value: unknown): UnreadableField[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const list = (value as Record<string, unknown>)[UNREADABLE];
  return Array.isArray(list) && list.length > 0 ? (list as UnreadableField[]) : undefined;
}

/** "price.value (a boolean)": how a row or a notice names what could not be read. */
export function describeUnreadable(fields: UnreadableField[]): string {
  const what = (type: string) => (type === 'missing' || type === 'null' ? type : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`);
  return fields.map((f) => `${f.field} (${what(f.type)})`).join(', ');
}

type Json = Record<string | number, unknown>;

function jsonType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let at = root;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Json)[key as string];
  }
  return at;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A bad path's own key, unless it is an array slot: then the whole array goes (its other slots shift otherwise). */
function dropAt(root: Json, path: PropertyKey[]): void {
  const cut = typeof path[path.length - 1] === 'number' ? path.slice(0, -1) : path;
  const parent = valueAt(root, cut.slice(0, -1));
  if (isObject(parent)) delete parent[cut[cut.length - 1] as string];
}

/**
 * Reads an answer so that one bad part never hides the rest. A list item (under `itemsKey`) that
 * does not parse becomes `{ [UNREADABLE]: [...] }`; a bad field of anything else is left out and
 * named in the answer's own `[UNREADABLE]`. Fails only when the answer as a whole has the wrong
 * shape (not an object, or its list is not a list).
 */
export function readLeniently(
  schema: z.ZodType,
  json: unknown,
  itemsKey?: string,
): { success: true; data: unknown } | { success: false; error: z.ZodError } {
  const first = schema.safeParse(json);
  if (first.success || !isObject(json)) return first;
  const root = json;
  const dropped: UnreadableField[] = [];
  let result: z.ZodSafeParseResult<unknown> = first;
  // Each round repairs every issue zod reported; nested unions can reveal more, hence a bound, not one pass.
  for (let round = 0; round < 20 && !result.success; round++) {
    let repaired = false;
    const originals = new Map<number, unknown>();
    for (const issue of result.error.issues) {
      const path = issue.path;
      const items = itemsKey ? root[itemsKey] : undefined;
      if (itemsKey && path[0] === itemsKey && typeof path[1] === 'number' && Array.isArray(items)) {
        const rest = path.slice(2).map(String);
        if (!originals.has(path[1])) originals.set(path[1], items[path[1]]);
        const original = originals.get(path[1]);
        const fields = [...(unreadableOf(items[path[1]]) ?? [])];
        fields.push({ field: rest.join('.') || '(the item)', type: jsonType(valueAt(original, path.slice(2))) });
        items[path[1]] = { [UNREADABLE]: fields };
        repaired = true;
      } else if (path.length > 0 && !(path.length === 1 && path[0] === itemsKey)) {
        dropped.push({ field: path.map(String).join('.'), type: jsonType(valueAt(root, path)) });
        dropAt(root, path);
        repaired = true;
      }
    }
    if (!repaired) return result;
    result = schema.safeParse(root);
  }
  if (!result.success) return result;
  if (dropped.length > 0 && isObject(result.data)) result.data[UNREADABLE] = dropped;
  return result;
}
