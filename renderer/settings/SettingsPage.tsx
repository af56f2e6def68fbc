import { ArchiveSection } from '../archive/ArchiveSection';
import { PageHeader } from '../components/PageHeader';
import { ApiKeySection } from './ApiKeySection';
import { DefaultsSection } from './DefaultsSection';
import { ProfilesSection } from './ProfilesSection';

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <ProfilesSection />
      <ApiKeySection />
      <DefaultsSection />
      <ArchiveSection />
    </>
  );
}
