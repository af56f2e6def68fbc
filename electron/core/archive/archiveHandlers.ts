import type { ArchiveSize } from '../../../shared/bridge/archiveChannels';
import type { ChannelHandler } from '../bridge/registry';
import type { Connection } from '../connection';

type ArchiveChannel = 'archive:size' | 'archive:clear';

const NONE: ArchiveSize = { bytes: 0, entries: 0 };

/** The active connection's archive in Settings: its size, and clearing it. */
export function archiveHandlers(connection: Connection): { [C in ArchiveChannel]: ChannelHandler<C> } {
  return {
    'archive:size': async () => (await connection.archiveOf())?.size() ?? NONE,
    'archive:clear': async () => {
      const archive = await connection.archiveOf();
      await archive?.clear();
      return archive?.size() ?? NONE;
    },
  };
}
