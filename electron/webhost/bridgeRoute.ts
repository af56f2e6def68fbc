import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatch } from '../core/bridge/registry';
import type { BridgeResult } from '../../shared/bridge/errors';
import { plain } from './staticFiles';

const MAX_BODY_BYTES = 1024 * 1024;
/** Past this the socket is dropped instead of drained: nobody legitimate sends 16 MB to the bridge. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

/** POST /bridge/<channel> with a JSON body of the channel's arguments; answers a BridgeResult. */
export async function bridgeCall(dispatch: Dispatch, encodedChannel: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return plain(res, 405, 'Use POST', { allow: 'POST' });
  // JSON only: a form or text/plain post (what a page could send without CORS) is refused.
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return plain(res, 415, 'Content-Type must be application/json');
  const body = await readBody(req);
  if (body === undefined) return failure(res, 413, 'Payload Too Large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`, 'body');
  let channel: string;
  try {
    channel = decodeURIComponent(encodedChannel);
  } catch {
    return failure(res, 400, 'Bad Request', 'The channel name in the URL has a malformed % escape.', 'channel');
  }
  let args: unknown;
  try {
    args = body ? JSON.parse(body) : {};
  } catch {
    return failure(res, 400, 'Bad Request', 'The request body is not valid JSON.', 'body');
  }
  send(res, 200, await dispatch(channel, args));
}

function failure(res: ServerResponse, status: number, error: string, message: string, field: string): void {
  send(res, status, { ok: false, error: { status, error, message, field, kind: 'invalid-params' } });
}

function send(res: ServerResponse, status: number, result: BridgeResult<unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(result));
}

/**
 * The body as text, or undefined when it is over the limit. An oversized body is read to its
 * end (and dropped) so the client gets the 413 rather than a reset while it is still sending.
 */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) req.destroy();
      else if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
