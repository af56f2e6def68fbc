import type { z } from 'zod';
import { ErrorBody, type EndpointId } from '../../../shared/api';
import { readLeniently } from '../../../shared/api/wire/unreadable';
import { answerCheckOf } from './answerCheck';
import { ApiClientError, clientError, redact, redactDeep } from './apiError';
import { parseRetryAfter, type Outcome } from './retryPolicy';

/** What an answer's rate-limit headers said (ratelimit-limit, ratelimit-remaining, as the real Data API sends them). */
export interface ServerBudget {
  limit?: number;
  remaining?: number;
}

export type TryResult = ({ ok: true; data: unknown } | { ok: false; outcome: Outcome; error: ApiClientError }) & { server?: ServerBudget };

export interface TryInput {
  fetch: typeof fetch;
  url: string;
  method: string;
  body: unknown;
  apiKey: string | undefined;
  /** The header the key goes under: the profile's choice. */
  keyHeader: string;
  endpointId: EndpointId;
  responseSchema: z.ZodType | null;
  /** The key of a paged answer's items: each is read on its own, so one bad item never fails the page. */
  itemsKey?: string;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  nowMs: number;
}

/**
 * One HTTP try, body included: the timeout covers a stalled body as well as a slow answer.
 * Cancellation and timeouts throw (never retried); everything else is a TryResult the retry
 * policy judges.
 */
export async function fetchOnce(input: TryInput): Promise<TryResult> {
  const { endpointId: id, apiKey } = input;
  // One controller for both ends (the caller's signal and the timeout): AbortSignal.any is a large part of
  // the client's own cost per request (bench/NOTES.md, "Client overhead over a bare fetch").
  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, input.timeoutMs);
  const onCallerAbort = () => stop.abort();
  if (input.signal?.aborted) stop.abort();
  else input.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const signal = stop.signal;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers[input.keyHeader] = apiKey;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await input.fetch(input.url, {
      method: input.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal,
      redirect: 'error',
    });
    text = await readText(response, id);
  } catch (e) {
    if (e instanceof ApiClientError) throw e;
    if (input.signal?.aborted) throw clientError(id, 'cancelled', 'The request was cancelled.');
    if (timedOut)
      throw clientError(id, 'timeout', `No complete answer within ${Math.round(input.timeoutMs / 1000)} s; the request was stopped.`);
    const error = clientError(id, 'network', redact(`Could not reach the service: ${describe(e)}`, apiKey));
    return { ok: false, outcome: { kind: 'network' }, error };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', onCallerAbort);
  }
  const server = serverBudget(response.headers);
  if (!response.ok) return { ok: false, ...httpError(response, text, id, apiKey, input.nowMs), server };
  const data = parseSuccess(response, text, id, input.responseSchema, input.itemsKey);
  return { ok: true, data: mayHold(text, apiKey) ? redactDeep(data, apiKey) : data, server };
}

/**
 * Whether an answer's text may hold the key once decoded: as it is, or behind a JSON escape. Every
 * answer the main process keeps (exports.json, caches) or forwards (events) is redacted here, once.
 */
const mayHold = (text: string, apiKey: string | undefined): apiKey is string =>
  apiKey !== undefined && apiKey !== '' && (text.includes(apiKey) || text.includes('\\'));

/**
 * The largest answer read: many times the largest page the API gives (a 100-item X-Chain page),
 * small enough that a hostile origin cannot make the main process hold hundreds of MB.
 */
export const ANSWER_MAX_BYTES = 16 << 20;

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The answer's text, read as it arrives and stopped (not retried) once it passes ANSWER_MAX_BYTES. The bytes are
 * decoded once at the end into one flat string: a streaming decode per chunk joined by `+=` cost more than the parse
 * of the joined text, which JSON.parse first had to copy flat (bench/NOTES.md, "Client overhead, third pass").
 */
async function readText(response: Response, id: EndpointId): Promise<string> {
  const tooLarge = () =>
    clientError(id, 'invalid-response', `The answer is larger than ${ANSWER_MAX_BYTES >> 20} MB; it was not read.`, {
      status: response.status,
      field: 'body',
    });
  const declared = Number(response.headers.get('content-length'));
  if (declared > ANSWER_MAX_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      if (bytes > ANSWER_MAX_BYTES) throw tooLarge();
      chunks.push(read.value);
    }
  } catch (e) {
    // Stopping early cancels the body: the rest is never downloaded.
    await reader.cancel().catch(() => undefined);
    throw e;
  }
  const all = chunks.length === 1 ? Buffer.from(chunks[0].buffer, chunks[0].byteOffset, bytes) : Buffer.concat(chunks, bytes);
  // As TextDecoder (and Response.text) do: a leading byte-order mark is not part of the text.
  const bom = UTF8_BOM.every((b, i) => all[i] === b) ? UTF8_BOM.length : 0;
  return all.toString('utf8', bom);
}

function httpError(
  response: Response,
  text: string,
  id: EndpointId,
  apiKey: string | undefined,
  nowMs: number,
): Omit<Extract<TryResult, { ok: false }>, 'ok'> {
  const status = response.status;
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), nowMs);
  const parsed = ErrorBody.safeParse(tryJson(text));
  const body = parsed.success ? parsed.data : {};
  const message = body.message ?? (text.trim().slice(0, 300) || response.statusText || `HTTP ${status}`);
  const error = new ApiClientError({
    status,
    error: body.error ?? (response.statusText || `HTTP ${status}`),
    message: redact(message, apiKey),
    endpointId: id,
    kind: 'http',
    ...(status === 429 && retryAfterMs !== undefined ? { retryAfter: Math.ceil(retryAfterMs / 1000) } : {}),
  });
  return { outcome: { kind: 'status', status, retryAfterMs }, error };
}

function parseSuccess(response: Response, text: string, id: EndpointId, schema: z.ZodType | null, itemsKey: string | undefined): unknown {
  if (schema === null) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) {
    throw clientError(id, 'invalid-response', `Expected a JSON answer, got ${type || 'no content type'}.`, {
      status: response.status,
      field: 'content-type',
    });
  }
  const json = tryJson(text);
  if (json === undefined)
    throw clientError(id, 'invalid-response', 'The answer is not valid JSON.', { status: response.status, field: 'body' });
  if (answerCheckOf(schema)?.(json)) return json;
  const result = readLeniently(schema, json, itemsKey);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  throw clientError(id, 'invalid-response', `Unexpected answer: field ${field} ${issue.message}`, { status: response.status, field });
}

function serverBudget(headers: Headers): ServerBudget | undefined {
  const number = (name: string) => {
    const v = headers.get(name)?.trim();
    return v && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const limit = number('ratelimit-limit');
  const remaining = number('ratelimit-remaining');
  return limit === undefined && remaining === undefined ? undefined : { limit, remaining };
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** undici hides the reason (ECONNRESET, ECONNREFUSED…) in `cause`. */
function describe(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
}
