import type { ProfilesState, Settings } from '../../shared/bridge/channels';
import type { ExportEntry } from '../../shared/bridge/exportChannels';

/**
 * How the data-safety test numbers the versions of each store it writes: the version is
 * readable back from the stored value, so a file read after a kill names its version.
 */

export const settingsVersion = (s: Settings): number => Number(/-v(\d+)$/.exec(s.exportFolder)?.[1] ?? 0);

export const profileVersion = (state: ProfilesState): number =>
  Number(/ v(\d+)$/.exec(state.profiles.find((p) => p.kind === 'remote')?.name ?? '')?.[1] ?? 0);

/** The history keeps every entry; its version is the number of the newest. */
export const entryVersion = (entries: ExportEntry[]): number => Number(/^e(\d+)$/.exec(entries[0]?.id ?? '')?.[1] ?? 0);

export function versionedEntry(n: number): ExportEntry {
  return {
    id: `e${n}`,
    kind: 'export',
    title: `Export ${n}`,
    status: 'completed',
    request: { addresses: ['0x' + '1'.repeat(40)], includeChains: ['43114'] },
    file: `/tmp/ridgeline-export-${n}.csv`,
    format: 'csv',
    size: n * 100,
    createdAt: 1_700_000_000_000 + n,
    updatedAt: 1_700_000_000_000 + n,
  };
}
