/**
 * The hash router's places as text: parsing a location, matching and building paths. Apart from router.tsx so that
 * urls.ts (which builds every path with these) and the router (which keeps the linked chain with urls.ts) import no cycle.
 */

export interface HashLocation {
  path: string;
  query: URLSearchParams;
}

export function parseHash(hash: string): HashLocation {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(q < 0 ? '' : raw.slice(q + 1)) };
}

/** Matches `/blocks/:blockId` against a path; returns the decoded params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) {
      try {
        params[p[i].slice(1)] = decodeURIComponent(s[i]);
      } catch {
        return null;
      }
    } else if (p[i] !== s[i]) return null;
  }
  return params;
}

/** A path with a query string from the non-empty values of `query`. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The names of a pattern's `:params`, so that pathTo's callers give exactly those. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Builds a path from a pattern, encoding each param; an empty param is a bug in the caller, never a link to a wrong page. */
export function pathTo<P extends string>(pattern: P, params: Record<RouteParams<P>, string | number>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`pathTo ${pattern}: the param "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}
