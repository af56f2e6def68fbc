import { z } from 'zod';
import { chainIdParam, evmAddress } from '../api/params';
import { NAMES_PER_CALL, SEEN_ERC_TYPES } from './contractNames';

/** The argument schema of the `contracts:names` channel (merged into channelArgs in channels.ts); see contractNames.ts. */
export const contractNameChannelArgs = {
  'contracts:names': z.strictObject({
    chainId: chainIdParam,
    addresses: z
      .array(evmAddress)
      .min(1, 'must name at least one address')
      .max(NAMES_PER_CALL, `must name at most ${NAMES_PER_CALL} addresses`),
  }),
  'contracts:seen': z.strictObject({ chainId: chainIdParam, ercType: z.enum(SEEN_ERC_TYPES) }),
} as const;
