import type { EndpointId } from '../api/endpoints';

/**
 * How an API failure reaches the renderer: the API's own status, error text and message
 * (a string from the data service, an array of strings from the metrics service).
 * status 0 = no HTTP answer (network error, timeout, cancelled); 'invalid-params' and
 * 'invalid-response' are raised by the client before or after the request.
 */
export interface ApiErrorInfo {
  status: number;
  error: string;
  message: string | string[];
  endpointId?: EndpointId;
  /** Seconds until the next try, for 429. */
  retryAfter?: number;
  /** The bad field, for invalid params and invalid responses. */
  field?: string;
  kind?: 'http' | 'network' | 'timeout' | 'cancelled' | 'invalid-params' | 'invalid-response';
}

/** The Error the renderer's bridge throws, carrying ApiErrorInfo. */
export class BridgeApiError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(Array.isArray(info.message) ? info.message.join('; ') : info.message);
    this.name = 'BridgeApiError';
  }
}

/** Results cross IPC/HTTP as values, not thrown errors, so no field is lost on the way. */
export type BridgeResult<T> = { ok: true; data: T } | { ok: false; error: ApiErrorInfo };
