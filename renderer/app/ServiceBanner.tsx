import { useUiStore } from '../state/uiStore';

/** Says so when the connection is starting or failed (the bridge's 'service-status' event). */
export function ServiceBanner() {
  const status = useUiStore((s) => s.serviceStatus);
  if (!status || status.state === 'ready') return null;
  return (
    <div
      role={status.state === 'error' ? 'alert' : 'status'}
      className={`state${status.state === 'error' ? ' error' : ''}`}
      style={{ padding: 8 }}
    >
      {status.state === 'starting'
        ? ['Starting the local service…', status.message].filter(Boolean).join(' ')
        : `Connection problem: ${status.message ?? 'the service is not reachable'}`}
    </div>
  );
}
