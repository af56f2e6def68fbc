import type { ChainReadApi } from './chainReadChannels';
import type { ChannelCall } from './transport';

/** ChainReadApi over a bridge's channel call; apart from the channels' schemas, so the renderer's first script holds no zod. */
export function chainReadApi(call: ChannelCall): ChainReadApi {
  return {
    receipt: (chainId, txHash) => call('chain:receipt', { chainId, txHash }),
    call: (chainId, to, data, block) => call('chain:call', { chainId, to, data, block }),
    source: (chainId, address) => call('source:contract', { chainId, address }),
  };
}
