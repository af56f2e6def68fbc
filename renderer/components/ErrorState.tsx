import { BridgeApiError, type ApiErrorInfo } from '../../shared/bridge/errors';
import { nextTryText, useCountdown, useRateLimitCountdown, type Countdown } from './useRateLimitCountdown';

/** Statuses where trying again can give another answer. */
const RETRYABLE = new Set([0, 429, 500, 502, 503]);

export function errorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof BridgeApiError) return error.info;
  return { status: 0, error: 'Error', message: error instanceof Error ? error.message : String(error) };
}

export function errorText(info: ApiErrorInfo): string {
  return Array.isArray(info.message) ? info.message.join('; ') : info.message;
}

function RateLimitLine({ countdown }: { countdown: Countdown }) {
  return <p>Too many requests: the service asks to wait. {nextTryText(countdown)}</p>;
}

/** One line saying when the next try happens, counting down. */
export function RateLimitNote({ until }: { until: number }) {
  return <RateLimitLine countdown={useCountdown([until]) ?? { until, seconds: 0 }} />;
}

/** The API's own status and message, with a retry where a retry can help. */
export function ErrorState({ error, onRetry, what }: { error: unknown; onRetry?: () => void; what?: string }) {
  const info = errorInfo(error);
  const countdown = useRateLimitCountdown(info);
  const status = info.status ? `${info.status} ${info.error}` : info.error;
  return (
    <div className="state error" role="alert">
      <p className="status">
        {what ? `Could not load ${what}: ` : ''}
        {status}
      </p>
      <p>{errorText(info)}</p>
      {info.field && <p className="muted">Field: {info.field}</p>}
      {countdown && <RateLimitLine countdown={countdown} />}
      {onRetry && RETRYABLE.has(info.status) && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
