import type { ServerResponse } from 'node:http';
import type { BridgeEventBus } from '../core/events';

const HEARTBEAT_MS = 25_000;

/** The bridge's events as Server-Sent Events; returns a function that ends the stream. */
export function streamEvents(bus: BridgeEventBus, res: ServerResponse): () => void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  res.write('retry: 2000\n\n');
  // Unnamed messages carrying {event, payload}: the page needs one listener for every event, present and future.
  const off = bus.onAny((event, payload) => res.write(`data: ${JSON.stringify({ event, payload })}\n\n`));
  // A comment line now and then keeps proxies and idle timeouts from closing the stream.
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    off();
    res.end();
  };
  res.on('close', end);
  return end;
}
