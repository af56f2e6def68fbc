import { HttpError, type HandlerMap } from '../server/handler';
import { chainOr404, trimToPage, untilNextBlock, type EvmContext } from './evmContext';
import { transactionDetail } from './serializeDetails';
import { addressInfo } from './serialize';

export function transactionHandlers(ctx: EvmContext): HandlerMap {
  return {
    // Newest first; the cursor is the last transaction's sequence number in the chain.
    listLatestTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const before = page.cursor<number>() ?? chain.txCount;
      const { items, more } = trimToPage(chain.latestTransactions(before, params.pageSize + 1, params.status), params.pageSize);
      const next = more ? page.next(items[items.length - 1]) : undefined;
      return ctx.rendered.transactionsPage(chain, items, baseUrl, next, untilNextBlock(chain));
    },
    // Newest first within [startBlock, endBlock); the cursor is the last transfer's index in the chain.
    listErc721Transfers: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const range = { startBlock: params.startBlock ?? 0, endBlock: params.endBlock ?? Number.MAX_SAFE_INTEGER };
      if (range.endBlock <= range.startBlock && params.endBlock !== undefined) {
        throw new HttpError(400, 'Invalid endBlock: must be greater than startBlock (startBlock is inclusive, endBlock exclusive)');
      }
      const before = page.cursor<number>() ?? Number.MAX_SAFE_INTEGER;
      const found = chain.erc721Transfers(params.address, range, before, params.pageSize + 1);
      const { items, more } = trimToPage(found, params.pageSize);
      return {
        transactions: items.map((i) => {
          const t = chain.nftTransfer(i);
          return {
            blockNumber: String(t.tx.blockNumber),
            blockTimestamp: t.tx.blockTimestamp,
            blockHash: t.tx.blockHash,
            txHash: t.tx.txHash,
            from: addressInfo(chain, t.from, baseUrl),
            to: addressInfo(chain, t.to, baseUrl),
            logIndex: t.logIndex,
            erc721Token: ctx.nftIndex.token(chain, t.contract, t.tokenId, baseUrl),
          };
        }),
        ...(more ? { nextPageToken: page.next(items[items.length - 1]) } : {}),
      };
    },
    getDeploymentTransaction: ({ params, baseUrl, nowMs }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = chain.contract(params.address);
      if (!contract || contract.deployTx < 0) {
        throw new HttpError(404, `${params.address} on chain ${params.chainId} is not a contract deployed by a transaction`);
      }
      return transactionDetail(ctx, chain, contract.deployTx, params.currency, nowMs, baseUrl);
    },
  };
}
