import { useProfiles } from '../settings/useSettings';

/** The origin of the local service when the active profile is the local one, for safeImageUrl. */
export function useLocalOrigin(): string | undefined {
  const profiles = useProfiles().data;
  const active = profiles?.profiles.find((p) => p.id === profiles.activeId);
  if (active?.kind !== 'local' || !active.dataUrl) return undefined;
  try {
    return new URL(active.dataUrl).origin;
  } catch {
    return undefined;
  }
}
