import { HttpError, type HandlerMap } from '../server/handler';
import { chainOr404, trimToPage, untilNextBlock, type EvmContext } from './evmContext';

export function blockHandlers(ctx: EvmContext): HandlerMap {
  return {
    // Newest first; the cursor is the last block number served, so blocks arriving meanwhile never shift a page.
    listLatestBlocks: ({ params, page }) => {
      const chain = chainOr404(ctx, params.chainId);
      const before = page.cursor<number>() ?? chain.headNumber + 1;
      const { items, more } = trimToPage(chain.latestBlocks(before, params.pageSize + 1), params.pageSize);
      return ctx.rendered.blocksPage(chain, items, more ? page.next(items[items.length - 1]) : undefined, untilNextBlock(chain));
    },
    getBlock: ({ params }) => {
      const chain = chainOr404(ctx, params.chainId);
      const n = params.blockId.startsWith('0x') ? chain.blockNumberOfHash(params.blockId) : Number(params.blockId);
      if (n === undefined || !chain.hasBlock(n)) {
        throw new HttpError(404, `Block ${params.blockId} not found on chain ${params.chainId}`);
      }
      return ctx.rendered.block(chain, n);
    },
  };
}
