import type { ChannelHandler } from '../bridge/registry';
import type { ContractNameCache } from './contractNameCache';

/** The `contracts:names` and `contracts:seen` channels, answered from the one cache of contract names. */
export function contractNameHandlers(cache: ContractNameCache): {
  'contracts:names': ChannelHandler<'contracts:names'>;
  'contracts:seen': ChannelHandler<'contracts:seen'>;
} {
  return {
    'contracts:names': async ({ chainId, addresses }) => cache.names(chainId, addresses),
    'contracts:seen': async ({ chainId, ercType }) => cache.seen(chainId, ercType),
  };
}
