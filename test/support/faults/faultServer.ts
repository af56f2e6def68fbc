import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Timing } from '../../../electron/core/timing';

export type Reply = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

/**
 * A stub HTTP server on 127.0.0.1:0 for injecting faults the real service never produces on
 * demand (429, 503, resets, stalls). Each path gets a reply function; `hits` counts requests.
 */
export async function startFaultServer(routes: Record<string, Reply>) {
  const hits = new Map<string, number>();
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    requests.push(req);
    const reply = routes[path];
    if (!reply) return json(res, 404, { message: `no route ${path}`, error: 'Not Found', statusCode: 404 });
    reply(req, res, n);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits: (path: string) => hits.get(path) ?? 0,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A clock that never sleeps: each wait is recorded and time jumps forward by it. */
export function fakeTiming(start = 1_700_000_000_000): Timing & { waits: number[] } {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      waits.push(ms);
      now += ms;
    },
  };
}
