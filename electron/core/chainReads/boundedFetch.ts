import { clientError } from '../apiClient/apiError';

/**
 * One GET or POST to an RPC or source origin, with a timeout and a cap on the answer's size read as it streams (a
 * hostile server sending endless logs is cut off, not buffered). Only the headers given are sent: never a key.
 */
export async function boundedFetch(
  fetchFn: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; body?: string; timeoutMs: number; maxBytes: number; what: string },
): Promise<{ status: number; text: string }> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), init.timeoutMs);
  try {
    const response = await fetchFn(url, {
      method: init.method,
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body,
      signal: stop.signal,
      redirect: 'error',
    });
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > init.maxBytes) {
        await reader.cancel();
        throw clientError(
          undefined,
          'invalid-response',
          `${init.what} sent more than ${Math.round(init.maxBytes / 2 ** 20)} MB; the answer was refused`,
        );
      }
      chunks.push(value);
    }
    return { status: response.status, text: Buffer.concat(chunks).toString('utf8') };
  } catch (e) {
    if ((e as Error).name === 'ApiClientError') throw e;
    if (stop.signal.aborted) throw clientError(undefined, 'timeout', `${init.what} did not answer within ${init.timeoutMs / 1000} s`);
    throw clientError(undefined, 'network', `${init.what} could not be reached: ${(e as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
