import { useApiQuery } from '../api/useApiQuery';
import { useProfiles } from '../settings/useSettings';
import { Link } from './router';
import { ROUTES } from './urls';

/** How often the header asks the Data API's health check (20 CU on the real API: a minute's budget spends little on it). */
const HEALTH_EVERY_MS = 60_000;

/** The active connection profile, with the Data API's own health check as its colour; a link to Settings where it is changed. */
export function ProfileBadge() {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  const health = useApiQuery('dataHealthCheck', {}, { refetchInterval: HEALTH_EVERY_MS, staleTime: HEALTH_EVERY_MS, retry: false });
  const down = Object.keys(health.data?.error ?? {});
  const state = health.isError ? 'unreachable' : !health.data ? 'checking' : health.data.status === 'ok' ? 'up' : 'degraded';
  const said =
    state === 'degraded'
      ? `Data API ${health.data?.status ?? 'error'}${down.length ? `: ${down.join(', ')} down` : ''}`
      : `Data API ${state}`;
  return (
    <Link to={ROUTES.settings} className={`profile-badge health-${state}`} title={`Connection profile (change in Settings). ${said}.`}>
      <span className="visually-hidden">Profile: </span>
      {active ? active.name : '…'}
      <span className="visually-hidden">, {said}</span>
    </Link>
  );
}
