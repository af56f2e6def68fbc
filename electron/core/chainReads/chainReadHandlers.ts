import type { ChannelHandler } from '../bridge/registry';
import type { ChainReads } from './chainReads';

type ChainReadChannel = 'chain:receipt' | 'chain:call' | 'source:contract';

/** The chain-read channels (shared/bridge/chainReadChannels.ts); their arguments arrive validated. */
export function chainReadHandlers(reads: ChainReads): { [C in ChainReadChannel]: ChannelHandler<C> } {
  return {
    'chain:receipt': async ({ chainId, txHash }) => reads.receipt(chainId, txHash),
    'chain:call': async ({ chainId, to, data, block }) => reads.call(chainId, to, data, block),
    'source:contract': async ({ chainId, address }) => reads.source(chainId, address),
  };
}
