import { createServer, type IncomingHttpHeaders } from 'node:http';

/** What a webhook test's receiver took: each delivery's headers and body as sent. */
export interface WebhookReceiver {
  url: string;
  deliveries: { headers: IncomingHttpHeaders; body: string }[];
  /** How many of the next deliveries it refuses (a 500), to see them retried. */
  refuse: number;
  close(): void;
}

/** A loopback receiver of webhook deliveries on a port chosen at run time. */
export async function startWebhookReceiver(path = '/hook'): Promise<WebhookReceiver> {
  const receiver: Partial<WebhookReceiver> & { deliveries: WebhookReceiver['deliveries']; refuse: number } = { deliveries: [], refuse: 0 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (receiver.refuse > 0) {
        receiver.refuse--;
        return void res.writeHead(500).end();
      }
      receiver.deliveries.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}${path}`;
  receiver.close = () => server.close();
  return receiver as WebhookReceiver;
}
