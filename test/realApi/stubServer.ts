import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** A route's answer sees how often it was hit, the request's query (to page by a cursor) and its path. */
export type StubRoutes = Array<[RegExp, (hit: number, query: URLSearchParams, path: string) => Answer]>;

/**
 * A stand-in for one real API origin on 127.0.0.1: answers the given routes (each handler sees
 * how often its route was hit, to play a 429 first), records every request with its headers,
 * and answers anything else with the real API's 404 body.
 */
export async function startStub(routes: StubRoutes): Promise<{ url: string; requests: StubRequest[]; close: () => Promise<void> }> {
  const requests: StubRequest[] = [];
  const hits = new Map<RegExp, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const route = routes.find(([pattern]) => pattern.test(path.split('?')[0]));
    let answer: Answer = { status: 404, body: { message: `Cannot GET ${path}`, error: 'Not Found', statusCode: 404 } };
    if (route) {
      const n = (hits.get(route[0]) ?? 0) + 1;
      hits.set(route[0], n);
      answer = route[1](n, new URL(path, 'http://stub').searchParams, path.split('?')[0]);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
