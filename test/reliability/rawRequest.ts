import http from 'node:http';

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent as written (no normalisation, unlike fetch): path plus query string. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One HTTP request exactly as given, through node:http (fetch would normalise the path and
 * refuse some methods). A request without an answer within `timeoutMs` is a hang: rejected.
 */
export function rawRequest(baseUrl: string, req: RawRequest, agent: http.Agent, timeoutMs = 10_000): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        // Node sends a GET body without a length (the server would read it as the next request): say how long it is.
        headers: req.body === undefined ? req.headers : { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.setTimeout(timeoutMs, () => r.destroy(new Error(`no answer within ${timeoutMs} ms: ${req.method} ${req.path.slice(0, 200)}`)));
    r.on('error', (e) => reject(new Error(`${req.method} ${req.path.slice(0, 200)}: ${e.message}`)));
    r.end(req.body);
  });
}
