import { z } from 'zod';

/**
 * The bridge contract of the offline archive (issue 41): the final answers viewed, kept per profile and data origin and
 * served when the API cannot be reached. Argument schemas of the `archive:*` channels (merged into channelArgs in
 * channels.ts), what they answer and the event.
 */

export interface ArchiveSize {
  bytes: number;
  entries: number;
}

export const archiveChannelArgs = {
  'archive:size': z.strictObject({}),
  /** Removes the active connection's archive; answers its size (none). */
  'archive:clear': z.strictObject({}),
} as const;

export interface ArchiveEvents {
  /** Answers come from the archive as of `asOf` (epoch ms) because the API cannot be reached, or come live again. */
  offline: { offline: true; asOf: number } | { offline: false };
}

export interface ArchiveApi {
  size(): Promise<ArchiveSize>;
  clear(): Promise<ArchiveSize>;
}
