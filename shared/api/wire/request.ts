import type { z } from 'zod';
import { ParamError, paramErrorOf } from './paramError';
import { plainFieldsOf, plainlyAccepted, type PlainField } from './plainParams';
import { endpoints, type EndpointDef, type EndpointId, type EndpointParams, type HttpMethod, type ParsedParams } from '../endpoints';

export { ParamError };

function check<T extends z.ZodType>(schema: T, value: unknown, prefix: string): z.output<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw paramErrorOf(r.error, value, prefix);
}

const PATH_PARAM = /\{(\w+)\}/g;

export function pathParamNames(def: EndpointDef): string[] {
  return [...def.path.matchAll(PATH_PARAM)].map((m) => m[1]);
}

/**
 * What buildRequest reads of a row on every request of the main process's client, worked out once per row: the
 * path-parameter names and the path split around them (literal, name, literal, ...), so a request neither scans the
 * path with a regex nor allocates the list of names it leaves out of the query (bench/NOTES.md, the client's section).
 */
interface RowPlan {
  names: readonly string[];
  parts: readonly string[];
  /** The path's and the query's fields when a caller's plain values can skip zod (plainParams.ts), else null. */
  pathFields: readonly PlainField[] | null;
  queryFields: readonly PlainField[] | null;
}
const planOf = new WeakMap<EndpointDef, RowPlan>();
function rowPlan(def: EndpointDef): RowPlan {
  let plan = planOf.get(def);
  if (!plan) {
    plan = {
      names: pathParamNames(def),
      parts: def.path.split(PATH_PARAM),
      pathFields: plainFieldsOf(def.pathParams),
      queryFields: plainFieldsOf(def.query),
    };
    planOf.set(def, plan);
  }
  return plan;
}

export interface BuiltRequest {
  method: HttpMethod;
  service: EndpointDef['service'];
  /** Path plus query string, relative to the service's base URL. */
  path: string;
  body?: unknown;
}

function appendQuery(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
  else search.append(key, String(value));
}

/**
 * Turns (endpoint id, params) into method, path and body, validating every param first.
 * Throws ParamError naming the field; no request should be made then.
 */
export function buildRequest<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): BuiltRequest {
  const def: EndpointDef = endpoints[id];
  if (!def) throw new ParamError('endpointId', `unknown endpoint ${String(id)}`);
  const all = (params ?? {}) as Record<string, unknown>;
  const { names, parts, pathFields, queryFields } = rowPlan(def);
  const pathInput: [string, unknown][] = [];
  const queryEntries: [string, unknown][] = [];
  for (const key of Object.keys(all)) {
    if (names.includes(key)) pathInput.push([key, all[key]]);
    else if (key !== 'body') queryEntries.push([key, all[key]]);
  }
  const pathValues = readParams(def.pathParams, pathFields, pathInput);
  const query = readParams(def.query, queryFields, queryEntries);
  const body = def.body ? check(def.body, all.body, 'body') : undefined;

  let path = parts[0];
  for (let i = 1; i < parts.length; i += 2) path += encodeURIComponent(String(pathValues[parts[i]])) + parts[i + 1];
  const search = new URLSearchParams();
  // Serialize what the caller gave (validated), not the defaults: the server applies those. Own fields only: a key
  // zod dropped (unknown, or `__proto__`) must not read the read params' prototype.
  for (const [key] of queryEntries) appendQuery(search, key, Object.hasOwn(query, key) ? query[key] : undefined);
  const qs = search.toString();
  return { method: def.method, service: def.service, path: qs ? `${path}?${qs}` : path, body };
}

function readParams(schema: z.ZodType, fields: readonly PlainField[] | null, entries: [string, unknown][]): Record<string, unknown> {
  // fromEntries, not assignment: a `__proto__` key stays a field zod names instead of becoming the prototype.
  const input = Object.fromEntries(entries);
  return fields && plainlyAccepted(fields, entries) ? input : (check(schema, input, '') as Record<string, unknown>);
}

interface CompiledRoute {
  id: EndpointId;
  method: HttpMethod;
  pattern: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = (Object.entries(endpoints) as [EndpointId, EndpointDef][]).map(([id, def]) => {
  const names = pathParamNames(def);
  const source = def.path
    .split(PATH_PARAM)
    // A param holds no colon, so `…/{tokenId}:reindex` is never read as `…/{tokenId}` with the id `1:reindex`.
    .map((part, i) => (i % 2 === 1 ? '([^/:]+?)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return { id, method: def.method, pattern: new RegExp(`^${source}$`), names };
});

export type RouteMatch =
  | { kind: 'match'; id: EndpointId; pathParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

/**
 * The inverse of buildRequest's path step, for the service: which endpoint a method and
 * pathname (no query string) name, with the decoded path params. Literal-colon segments
 * such as `addresses:listChainIds` are matched exactly.
 */
export function matchRoute(service: EndpointDef['service'], method: string, pathname: string): RouteMatch {
  const allowed: HttpMethod[] = [];
  for (const r of compiled) {
    if (endpoints[r.id].service !== service) continue;
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    if (r.method !== method) {
      allowed.push(r.method);
      continue;
    }
    const pathParams: Record<string, string> = {};
    try {
      r.names.forEach((n, i) => (pathParams[n] = decodeURIComponent(m[i + 1])));
    } catch {
      continue;
    }
    return { kind: 'match', id: r.id, pathParams };
  }
  return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}

/** Service side: validates path params, query and body of a matched request. Throws ParamError. */
export function parseRequest<Id extends EndpointId>(
  id: Id,
  input: { pathParams: Record<string, string>; query: Record<string, unknown>; body?: unknown },
): ParsedParams<Id> {
  const def: EndpointDef = endpoints[id];
  const path = check(def.pathParams, input.pathParams, '') as Record<string, unknown>;
  const query = check(def.query, input.query, '') as Record<string, unknown>;
  const out: Record<string, unknown> = { ...query, ...path };
  if (def.body) out.body = check(def.body, input.body, 'body');
  return out as ParsedParams<Id>;
}
