import { endpoints } from '../../shared/api/endpoints';
import type { RequestType } from '../../shared/api/console';
import { matchRoute } from '../../shared/api/wire/request';
import { RPC_PATH } from '../server/apiServer';
import type { ServedRequest } from '../server/requestLog';

/** A logged request read as the console shows it: its type, its path's template, chain and weight in compute units. */
export interface ClassifiedRequest {
  entry: ServedRequest;
  requestType: RequestType;
  /** The path as requested, without the query. */
  path: string;
  /** The endpoint row's path template (`/v1/chains/{chainId}/blocks`), or the path itself when no row matched. */
  template: string;
  chainId?: string;
  computeUnits: number;
}

/**
 * Classifies a key's requests, the route of each distinct path matched once. The local JSON-RPC is not metered in
 * compute units (like the Metrics API), so RPC requests count 0.
 */
export function classify(entries: readonly ServedRequest[]): ClassifiedRequest[] {
  const routes = new Map<string, Omit<ClassifiedRequest, 'entry'>>();
  return entries.map((entry) => {
    const q = entry.url.indexOf('?');
    const path = q === -1 ? entry.url : entry.url.slice(0, q);
    const routeKey = `${entry.method} ${path}`;
    let route = routes.get(routeKey);
    if (!route) {
      route = routeOf(entry.method, path);
      routes.set(routeKey, route);
    }
    return { entry, ...route };
  });
}

function routeOf(method: string, path: string): Omit<ClassifiedRequest, 'entry'> {
  const rpc = RPC_PATH.exec(path);
  if (rpc)
    return { requestType: 'rpc', path, template: '/ext/bc/{blockchainId}/rpc', chainId: safeDecode(path.split('/')[3]), computeUnits: 0 };
  const match = matchRoute('data', method === 'HEAD' ? 'GET' : method, path);
  if (match.kind !== 'match') return { requestType: 'data', path, template: path, computeUnits: 0 };
  const def = endpoints[match.id];
  const chainId = match.pathParams.chainId ?? match.pathParams.blockchainId;
  return { requestType: 'data', path, template: def.path, ...(chainId && { chainId }), computeUnits: def.computeUnits };
}

function safeDecode(s: string | undefined): string | undefined {
  try {
    return s === undefined ? undefined : decodeURIComponent(s);
  } catch {
    return s;
  }
}
