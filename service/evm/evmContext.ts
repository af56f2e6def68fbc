import type { Clock } from '../sim/clock';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import type { Prices } from '../sim/prices';
import { FOREVER, type StillValid } from '../server/answerCache';
import { HttpError } from '../server/handler';
import type { NftIndex } from './nftIndex';
import type { RenderedItems } from './renderedItems';

/** What the EVM handlers share. */
export interface EvmContext {
  evm: EvmSimulation;
  prices: Prices;
  clock: Clock;
  nftIndex: NftIndex;
  /** Pre-rendered JSON of blocks and transactions (immutable once made). */
  rendered: RenderedItems;
  isUnhealthy(chain: EvmChain): boolean;
}

export function chainOr404(ctx: EvmContext, chainId: string): EvmChain {
  const chain = ctx.evm.chain(chainId);
  if (!chain) throw new HttpError(404, `Chain ${chainId} is not a supported EVM chain; GET /v1/chains lists them`);
  return chain;
}

/** An answer read at the chain's newest block: it holds until the next block is made. */
export function untilNextBlock(chain: EvmChain): StillValid {
  const head = chain.headNumber;
  return () => chain.headNumber === head;
}

/**
 * A balance read at a block the request names (its blockNumber, or its page token's snapshot) never changes; one read at
 * the head holds until the next block.
 */
export const balanceKept = (chain: EvmChain, atNamedBlock: boolean): StillValid => (atNamedBlock ? FOREVER : untilNextBlock(chain));

/** Lists read one item past the page to know whether a nextPageToken is due. */
export function trimToPage<T>(items: T[], pageSize: number): { items: T[]; more: boolean } {
  return { items: items.slice(0, pageSize), more: items.length > pageSize };
}

export const withToken = (nextPageToken: string | undefined) => (nextPageToken ? { nextPageToken } : {});
