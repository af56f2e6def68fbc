import type { EndpointId } from '../../../shared/api/endpoints';
import type { ApiErrorInfo } from '../../../shared/bridge/errors';

/** What the client throws: an Error carrying the ApiErrorInfo that crosses the bridge unchanged. */
export class ApiClientError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(Array.isArray(info.message) ? info.message.join('; ') : info.message);
    this.name = 'ApiClientError';
  }
}

export function clientError(
  endpointId: EndpointId | undefined,
  kind: NonNullable<ApiErrorInfo['kind']>,
  message: string,
  extra: Partial<ApiErrorInfo> = {},
): ApiClientError {
  const error = {
    network: 'Network Error',
    timeout: 'Timeout',
    cancelled: 'Cancelled',
    'invalid-params': 'Invalid Parameters',
    'invalid-response': 'Invalid Response',
    http: 'Error',
  }[kind];
  const status = kind === 'invalid-params' ? 400 : 0;
  return new ApiClientError({ status, error, message, kind, ...(endpointId ? { endpointId } : {}), ...extra });
}

/**
 * Removes every occurrence of the secret from a message: a server may echo the key back
 * (e.g. "invalid key abc…"), and that text must not reach the renderer or a log.
 */
export function redact<T extends string | string[]>(message: T, secret: string | undefined): T {
  if (!secret) return message;
  const clean = (s: string) => s.split(secret).join('[redacted]');
  return (Array.isArray(message) ? message.map(clean) : clean(message)) as T;
}

/**
 * The same for a whole answer: a server echoing the key in a field (or a field name) must not
 * hand it to the renderer. It looks at the decoded strings, not at their JSON text, where a key
 * with `"` or `\` would be escaped and not found. Unchanged parts are returned as they are.
 */
export function redactDeep<T>(value: T, secret: string | undefined): T {
  if (!secret) return value;
  return redactValue(value, secret) as T;
}

function redactValue(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return value.includes(secret) ? redact(value, secret) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const clean = redactValue(item, secret);
      changed ||= clean !== item;
      return clean;
    });
    return changed ? out : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = key.includes(secret) ? redact(key, secret) : key;
    const clean = redactValue(item, secret);
    changed ||= clean !== item || cleanKey !== key;
    out[cleanKey] = clean;
  }
  return changed ? out : value;
}
