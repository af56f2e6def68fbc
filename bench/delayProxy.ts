import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  /** Requests forwarded so far. */
  readonly requests: number;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of one local server (`target`, a 127.0.0.1 URL): every request is held `delayMs`
 * before it is forwarded, so each round trip costs what one to the real API does from far away. It listens on
 * 127.0.0.1 at a port chosen at run time, forwards only to `target`, and holds at most `maxOpen` requests (more are
 * answered 503), so a runaway client cannot make it hold unbounded memory.
 */
export async function startDelayProxy(target: string, delayMs: number, maxOpen = 256): Promise<DelayProxy> {
  const to = new URL(target);
  if (to.hostname !== '127.0.0.1') throw new Error(`the delay proxy forwards to 127.0.0.1 only, not ${to.hostname}`);
  const agent = new Agent({ keepAlive: true });
  let open = 0;
  let requests = 0;
  const server = createServer((req, res) => {
    if (open >= maxOpen) {
      res.writeHead(503).end();
      return;
    }
    open++;
    requests++;
    res.on('close', () => open--);
    const timer = setTimeout(() => {
      const upstream = request(
        { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: { ...req.headers, host: to.host }, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname.replace(/\/$/, '')}`,
    get requests() {
      return requests;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
