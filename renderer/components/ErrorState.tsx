import { BridgeApiError, type ApiErrorInfo } from '../../shared/bridge/errors';
import { useUiStore } from '../state/uiStore';
import { useNow } from './useNow';

/** Statuses where trying again can give another answer. */
const RETRYABLE = new Set([0, 429, 500, 502, 503]);

export function errorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof BridgeApiError) return error.info;
  return { status: 0, error: 'Error', message: error instanceof Error ? error.message : String(error) };
}

export function errorText(info: ApiErrorInfo): string {
  return Array.isArray(info.message) ? info.message.join('; ') : info.message;
}

/** When a rate-limited request is tried again: the bridge's event, else the response's Retry-After. */
function useRetryAt(info: ApiErrorInfo): number | undefined {
  const fromEvent = useUiStore((s) => (info.endpointId ? s.rateLimitedUntil[info.endpointId] : undefined));
  if (info.status !== 429) return undefined;
  return fromEvent ?? (info.retryAfter !== undefined ? Date.now() + info.retryAfter * 1000 : undefined);
}

/** One line saying when the next try happens, counting down. */
export function RateLimitNote({ until }: { until: number }) {
  const now = useNow(1000, until > Date.now());
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const at = new Date(until).toLocaleTimeString();
  return (
    <p>
      Too many requests: the service asks to wait. {seconds > 0 ? `Next try at ${at} (in ${seconds} s).` : 'You can try again now.'}
    </p>
  );
}

/** The API's own status and message, with a retry where a retry can help. */
export function ErrorState({ error, onRetry, what }: { error: unknown; onRetry?: () => void; what?: string }) {
  const info = errorInfo(error);
  const retryAt = useRetryAt(info);
  const status = info.status ? `${info.status} ${info.error}` : info.error;
  return (
    <div className="state error" role="alert">
      <p className="status">
        {what ? `Could not load ${what}: ` : ''}
        {status}
      </p>
      <p>{errorText(info)}</p>
      {info.field && <p className="muted">Field: {info.field}</p>}
      {retryAt !== undefined && <RateLimitNote until={retryAt} />}
      {onRetry && RETRYABLE.has(info.status) && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
