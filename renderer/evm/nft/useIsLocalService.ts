import { useProfiles } from '../../settings/useSettings';

/** True when the active profile is the built-in local service (whose images are served on 127.0.0.1). */
export function useIsLocalService(): boolean {
  const profiles = useProfiles().data;
  return profiles?.profiles.find((p) => p.id === profiles.activeId)?.kind === 'local';
}
