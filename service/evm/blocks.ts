import type { BlockView, EvmChain } from '../sim/evm/evmChain';
import { HttpError, type HandlerMap } from '../server/handler';
import { chainOr404, pageOf, type EvmContext } from './evmContext';

export function formatBlock(chain: EvmChain, b: BlockView) {
  return {
    chainId: String(chain.spec.evmChainId),
    blockNumber: String(b.number),
    blockTimestamp: b.timestamp,
    blockHash: b.hash,
    txCount: b.txCount,
    baseFee: String(b.baseFee),
    gasUsed: String(b.gasUsed),
    gasLimit: String(b.gasLimit),
    gasCost: String(b.gasCost),
    parentHash: b.parentHash,
    feesSpent: b.feesSpent,
    cumulativeTransactions: String(b.cumulativeTransactions),
  };
}

export function blockHandlers(ctx: EvmContext): HandlerMap {
  return {
    // Newest first; the cursor is the last block number served, so blocks arriving meanwhile never shift a page.
    listLatestBlocks: ({ params, page }) => {
      const chain = chainOr404(ctx, params.chainId);
      const before = page.cursor<number>() ?? chain.headNumber + 1;
      const { items, more } = pageOf(chain.latestBlocks(before, params.pageSize + 1), params.pageSize);
      return {
        blocks: items.map((n) => formatBlock(chain, chain.block(n)!)),
        ...(more ? { nextPageToken: page.next(items[items.length - 1]) } : {}),
      };
    },
    getBlock: ({ params }) => {
      const chain = chainOr404(ctx, params.chainId);
      const n = params.blockId.startsWith('0x') ? chain.blockNumberOfHash(params.blockId) : Number(params.blockId);
      const block = n === undefined ? undefined : chain.block(n);
      if (!block) throw new HttpError(404, `Block ${params.blockId} not found on chain ${params.chainId}`);
      return formatBlock(chain, block);
    },
  };
}
