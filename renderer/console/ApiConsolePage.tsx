import { PageHeader } from '../components/PageHeader';
import { useProfiles } from '../settings/useSettings';
import { HealthSection } from './HealthSection';
import { LogsSection } from './LogsSection';
import { UsageSection } from './UsageSection';
import { WebhooksSection } from './WebhooksSection';
import './console.css';

/** Tools / API: what the active profile's key spent and what failed, and whether the APIs are up. */
export function ApiConsolePage() {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  return (
    <>
      <PageHeader title="API" subtitle={active ? `Profile ${active.name}` : undefined} />
      <HealthSection />
      <UsageSection />
      <LogsSection />
      <WebhooksSection remote={active?.kind === 'remote'} />
    </>
  );
}
