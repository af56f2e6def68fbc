/**
 * The floor of the service benchmarks: the same pages as pre-rendered bytes from a plain
 * node:http server, in its own process like the service. Receives {type: 'pages', pages:
 * {path: body}} and answers {type: 'ready', url}; exits on {type: 'stop'}.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

process.on('message', (m: { type: string; pages?: Record<string, string> }) => {
  if (m.type === 'stop') process.exit(0);
  if (m.type !== 'pages' || !m.pages) return;
  const pages = new Map(Object.entries(m.pages).map(([path, body]) => [path, Buffer.from(body)]));
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});
