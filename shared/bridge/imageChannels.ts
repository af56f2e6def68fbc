import { z } from 'zod';

/** The argument schema of the `images:fetch` channel (merged into channelArgs in channels.ts); see images.ts. */
export const imageChannelArgs = {
  'images:fetch': z.strictObject({ url: z.string().max(2048, 'must be at most 2048 characters') }),
} as const;
