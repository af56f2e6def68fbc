import net from 'node:net';

export interface FaultPlan {
  /** For the n-th connection (0-based): cut it after this many response bytes; absent = pass through. */
  cutAfterBytes: (connection: number) => number | undefined;
}

export interface FaultProxy {
  url: string;
  /** Connections seen so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1:0 in front of a real server that resets chosen connections in the
 * middle of the response body: the fault a download manager must survive.
 */
export async function startFaultProxy(target: string, plan: FaultPlan): Promise<FaultProxy> {
  const t = new URL(target);
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const n = count++;
    const cutAt = plan.cutAfterBytes(n);
    const upstream = net.connect(Number(t.port), t.hostname);
    sockets.add(client).add(upstream);
    let sent = 0;
    let cut = false;
    upstream.on('data', (chunk: Buffer) => {
      if (cut) return;
      if (cutAt !== undefined && sent + chunk.length > cutAt) {
        cut = true;
        client.write(chunk.subarray(0, Math.max(0, cutAt - sent)), () => client.resetAndDestroy());
        upstream.destroy();
        return;
      }
      sent += chunk.length;
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    client.on('data', (chunk) => upstream.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    for (const s of [client, upstream]) s.on('close', () => sockets.delete(s));
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
