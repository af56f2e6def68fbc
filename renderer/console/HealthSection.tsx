import type { HealthCheck } from '../../shared/api/console';
import { useApiQuery } from '../api/useApiQuery';
import { errorInfo, errorText } from '../components/ErrorState';

const REFRESH_MS = 30_000;

/** What a check says in words: its status and the indicators that are down. */
function verdict(check: HealthCheck | undefined, error: unknown): string {
  if (error) return `unreachable (${errorText(errorInfo(error))})`;
  if (!check) return 'checking…';
  const down = Object.keys(check.error ?? {});
  if (check.status === 'ok') return 'up';
  return down.length ? `${check.status ?? 'error'}: ${down.join(', ')} down` : (check.status ?? 'unknown');
}

/** The Data API's and the Metrics API's health checks, as each service reports itself. */
export function HealthSection() {
  const data = useApiQuery('dataHealthCheck', {}, { refetchInterval: REFRESH_MS, retry: false });
  const metrics = useApiQuery('metricsHealthCheck', {}, { refetchInterval: REFRESH_MS, retry: false });
  return (
    <section aria-labelledby="health">
      <h2 id="health">Health</h2>
      <dl className="console-figures">
        <div>
          <dt>Data API</dt>
          <dd>{verdict(data.data, data.error)}</dd>
        </div>
        <div>
          <dt>Metrics API</dt>
          <dd>{verdict(metrics.data, metrics.error)}</dd>
        </div>
      </dl>
    </section>
  );
}
