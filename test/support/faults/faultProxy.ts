import net from 'node:net';

export interface FaultPlan {
  /**
   * For the n-th connection (0-based) whose first request starts with `requestHead` (its
   * request line and headers, e.g. `GET /downloads/exports/x.csv HTTP/1.1\r\nrange: …`): cut
   * it after this many response bytes, or undefined to pass it through. With `perRequest`, the
   * n-th request instead (a kept-alive connection carries several), cut after that many bytes of its response.
   */
  cutAfterBytes: (n: number, requestHead: string) => number | undefined;
  perRequest?: boolean;
  /**
   * 'close' (default) ends the connection cleanly mid-body, so every byte before the cut
   * arrives and a resume starts exactly there; 'reset' sends a TCP RST, after which the
   * kernel may drop bytes the client had not read yet.
   */
  how?: 'close' | 'reset';
}

export interface FaultProxy {
  url: string;
  /** Connections (or, with perRequest, requests) seen so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1:0 in front of a real server that cuts chosen connections in the
 * middle of the response body: the fault a download manager must survive.
 */
const REQUEST_LINE = /^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/;

export async function startFaultProxy(target: string, plan: FaultPlan): Promise<FaultProxy> {
  const t = new URL(target);
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(t.port), t.hostname);
    sockets.add(client).add(upstream);
    let cutAt: number | undefined;
    let decided = false;
    let sent = 0;
    let cut = false;
    upstream.on('data', (chunk: Buffer) => {
      if (cut) return;
      if (cutAt !== undefined && sent + chunk.length > cutAt) {
        cut = true;
        client.write(chunk.subarray(0, Math.max(0, cutAt - sent)), () => (plan.how === 'reset' ? client.resetAndDestroy() : client.end()));
        upstream.destroy();
        return;
      }
      sent += chunk.length;
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      // With perRequest, each request of a kept-alive connection is decided on its own (a client sends
      // the next one only after the previous response ended), so a download reusing a connection can be cut too.
      if (!decided || (plan.perRequest && REQUEST_LINE.test(text))) {
        decided = true;
        sent = 0;
        cutAt = plan.cutAfterBytes(count++, text.split('\r\n\r\n')[0]);
      }
      upstream.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    for (const sock of [client, upstream]) sock.on('close', () => sockets.delete(sock));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `${t.protocol}//127.0.0.1:${port}`,
    connections: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
