import http from 'node:http';
import https from 'node:https';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

/**
 * One GET with node:http rather than fetch: the body is a Node stream with backpressure
 * straight into a file stream, and a reset surfaces as an error on that stream.
 */
export function httpGet(
  url: string,
  headers: Record<string, string>,
  opts: { signal?: AbortSignal; idleTimeoutMs?: number } = {},
): Promise<HttpResponse> {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : u.protocol === 'http:' ? http : undefined;
  if (!lib) return Promise.reject(new Error(`unsupported URL scheme ${u.protocol}`));
  return new Promise((resolve, reject) => {
    const req = lib.get(u, { headers, signal: opts.signal }, (res) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
    );
    // A stalled connection counts as interrupted, so the download resumes instead of hanging.
    req.setTimeout(opts.idleTimeoutMs ?? 30_000, () => req.destroy(Object.assign(new Error('connection idle'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
  });
}

/** Content-Range: `bytes a-b/total`, or `bytes *` + `/total` for an unsatisfiable range. */
export function parseContentRange(value: string | undefined): { start: number | null; total: number | null } | undefined {
  const m = value && /^bytes (?:(\d+)-\d+|\*)\/(\d+|\*)$/.exec(value.trim());
  if (!m) return undefined;
  return { start: m[1] === undefined ? null : Number(m[1]), total: m[2] === '*' ? null : Number(m[2]) };
}
