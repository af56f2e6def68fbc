import type { ChannelHandler } from '../bridge/registry';
import type { ContractNameCache } from './contractNameCache';

/** The `contracts:names` channel, answered from the one cache of contract names. */
export function contractNameHandlers(cache: ContractNameCache): { 'contracts:names': ChannelHandler<'contracts:names'> } {
  return { 'contracts:names': async ({ chainId, addresses }) => cache.names(chainId, addresses) };
}
