import type { EndpointParams, EndpointResponse } from '../../../shared/api/endpoints';
import type { ApiClient } from '../apiClient/apiClient';
import { ApiClientError } from '../apiClient/apiError';
import type { Timing } from '../timing';
import { ExportError } from './exportError';

export type Operation = EndpointResponse<'getOperation'>;
export type ExportRequestBody = EndpointParams<'createTransactionExport'>['body'];

/** The part of the API client that exports and reports use. */
export type ApiRequester = Pick<ApiClient, 'request'>;

export const FINISHED = new Set(['COMPLETED', 'COMPLETED_WITH_WARNING', 'FAILED']);
const isFinished = (op: Operation) => FINISHED.has(String(op.operationStatus ?? '').toUpperCase());

/** The first wait between polls; tests start sooner (exportPollFromEnv). */
export const FIRST_POLL_MS = 1000;

/** 1 s, 2 s, 4 s, 8 s, then every 10 s: quick for small exports, light on the API for long ones. */
export const pollDelayMs = (poll: number, firstMs = FIRST_POLL_MS) => Math.min(firstMs * 2 ** poll, 10_000);

/**
 * A test knob: RIDGELINE_EXPORT_POLL_MS (10 ms to 1 s) is the first wait between polls of a running export, so a
 * journey through an export cut into many parts does not wait a second on each part's first poll.
 */
export function exportPollFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const ms = Number(env.RIDGELINE_EXPORT_POLL_MS);
  return Number.isInteger(ms) && ms >= 10 && ms <= FIRST_POLL_MS ? ms : undefined;
}

/**
 * A failure worth polling through: the client has already spent its own retries on a 429,
 * a 5xx or a network error, but the operation is still running on the server.
 */
function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiClientError)) return false;
  const { status, kind } = err.info;
  return kind === 'network' || kind === 'timeout' || status === 429 || status >= 500;
}

/**
 * Polls GET /v1/operations/{operationId} until the operation finishes, reporting each
 * answer. A 404 or another client error ends it with that error; transient ones are waited out.
 */
export async function pollOperation(
  api: ApiRequester,
  operationId: string,
  opts: { timing: Timing; signal?: AbortSignal; onUpdate?: (op: Operation) => void; firstPollMs?: number },
): Promise<Operation> {
  for (let poll = 0; ; poll++) {
    if (opts.signal?.aborted) throw abortReason(opts.signal);
    try {
      const op = await api.request('getOperation', { operationId }, { signal: opts.signal });
      opts.onUpdate?.(op);
      if (isFinished(op)) return op;
    } catch (err) {
      if (opts.signal?.aborted) throw abortReason(opts.signal);
      if (!isTransient(err)) throw err;
    }
    try {
      await opts.timing.sleep(pollDelayMs(poll, opts.firstPollMs), opts.signal);
    } catch {
      throw abortReason(opts.signal);
    }
  }
}

const abortReason = (signal?: AbortSignal) =>
  signal?.reason instanceof Error ? signal.reason : new ExportError('cancelled', 'The export was cancelled');
