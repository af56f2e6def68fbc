/** A node's place in the tree: the keys from the root, joined so a Set can hold it. */
export type JsonPath = string;

export const ROOT_PATH: JsonPath = '$';
export const childPath = (parent: JsonPath, key: string | number): JsonPath =>
  `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export interface JsonSearchResult {
  /** Nodes whose own key or scalar value contains the query. */
  matches: Set<JsonPath>;
  /** Matches plus every ancestor of one: the branches that stay visible and open while searching. */
  visible: Set<JsonPath>;
}

/** Case-insensitive search over keys and scalar values of a JSON value. */
export function searchJson(value: unknown, query: string): JsonSearchResult {
  const needle = query.trim().toLowerCase();
  const matches = new Set<JsonPath>();
  const visible = new Set<JsonPath>();
  if (!needle) return { matches, visible };

  const walk = (node: unknown, path: JsonPath, key: string | null): boolean => {
    let found = key !== null && key.toLowerCase().includes(needle);
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (walk(v, childPath(path, k), Array.isArray(node) ? null : k)) found = true;
      }
      if (key !== null && key.toLowerCase().includes(needle)) matches.add(path);
    } else if (String(node).toLowerCase().includes(needle) || found) {
      matches.add(path);
      found = true;
    }
    if (found) visible.add(path);
    return found;
  };
  walk(value, ROOT_PATH, null);
  return { matches, visible };
}
