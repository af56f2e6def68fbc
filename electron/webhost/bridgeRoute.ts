import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatch } from '../core/bridge/registry';
import { plain } from './staticFiles';

const MAX_BODY_BYTES = 1024 * 1024;

/** POST /bridge/<channel> with a JSON body of the channel's arguments; answers a BridgeResult. */
export async function bridgeCall(dispatch: Dispatch, channel: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return plain(res, 405, 'Use POST', { allow: 'POST' });
  // JSON only: a form or text/plain post (what a page could send without CORS) is refused.
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return plain(res, 415, 'Content-Type must be application/json');
  let text: string;
  try {
    text = await readBody(req);
  } catch {
    return plain(res, 413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  }
  let args: unknown;
  try {
    args = text ? JSON.parse(text) : {};
  } catch {
    return plain(res, 400, 'Body is not valid JSON');
  }
  const result = await dispatch(channel, args);
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(result));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        reject(new Error('too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
