import type { ContractNamesApi } from './contractNameChannels';
import type { ChannelCall } from './transport';

/** ContractNamesApi over a bridge's channel call; apart from the channel's schema, so the renderer's first script holds no zod. */
export function contractNamesApi(call: ChannelCall): ContractNamesApi {
  return { names: (chainId, addresses) => call('contracts:names', { chainId, addresses }) };
}
