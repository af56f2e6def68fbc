import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode =
  /** Forward every request to the service. */
  | { kind: 'pass' }
  /** The service is gone: every connection is dropped without an answer. */
  | { kind: 'down' }
  /**
   * A 429 storm: requests whose path matches are answered 429 with this Retry-After; with `forMs`, only for that long
   * from the first request refused, so the storm is as long on a loaded machine, however late the app asks.
   */
  | { kind: '429'; retryAfterSeconds: number; paths: RegExp; forMs?: number };

/**
 * An HTTP proxy on 127.0.0.1:0 between the app's main process and the real local service,
 * for the faults the service never produces on demand: it going away mid-scroll, a 429 storm.
 * `seen` lists the paths of the requests it received, in order.
 */
export async function startAppFaultProxy(target: string) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let mode: ProxyMode = { kind: 'pass' };
  /** When the storm of a `forMs` mode ends (epoch ms), set by the first request it refuses. */
  let stormEnds: number | undefined;
  const seen: { path: string; answered: number }[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (mode.kind === 'down') {
      seen.push({ path, answered: 0 });
      return void req.socket.destroy();
    }
    if (mode.kind === '429' && mode.paths.test(path) && Date.now() < (stormEnds ??= Date.now() + (mode.forMs ?? Infinity))) {
      seen.push({ path, answered: 429 });
      const message = `Rate limit exceeded; retry after ${mode.retryAfterSeconds} s`;
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(mode.retryAfterSeconds) });
      return void res.end(JSON.stringify({ message, error: 'Too Many Requests', statusCode: 429 }));
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: req.headers, agent },
      (answer) => {
        seen.push({ path, answered: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    setMode(next: ProxyMode) {
      mode = next;
      stormEnds = undefined;
      // Connections kept alive from before must not carry requests past a fault.
      if (next.kind === 'down') server.closeIdleConnections();
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
