import type { ContractNamesApi } from './contractNames';
import type { ChannelCall } from './transport';

/** ContractNamesApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channel's schema, so the renderer's first script holds no zod. */
export function contractNamesApi(call: ChannelCall): ContractNamesApi {
  return {
    names: (chainId, addresses) => call('contracts:names', { chainId, addresses }),
    seen: (chainId, ercType) => call('contracts:seen', { chainId, ercType }),
  };
}
