import { addressHistory, addressList, internalCallsOf, seqRange, type AddressList } from '../sim/evm/addressLists';
import type { EvmChain } from '../sim/evm/evmChain';
import { FOREVER } from '../server/answerCache';
import { HttpError, JsonBody, type HandlerMap } from '../server/handler';
import type { PageCursor } from '../server/pageToken';
import { chainOr404, trimToPage, untilNextBlock, withToken, type EvmContext } from './evmContext';
import {
  erc20TransferDetails,
  internalDetails,
  located,
  nftTransferDetails,
  transactionDetail,
  transactionDetails,
} from './serializeDetails';

/** Block range of the address lists: startBlock inclusive, endBlock exclusive (as the real API). */
function rangeOf(chain: EvmChain, params: { startBlock?: number; endBlock?: number }) {
  if (params.startBlock !== undefined && params.endBlock !== undefined && params.endBlock <= params.startBlock) {
    throw new HttpError(400, 'Invalid endBlock: must be greater than startBlock (startBlock is inclusive, endBlock exclusive)');
  }
  return seqRange(chain, params);
}

/** A page of one address list, newest first; the cursor is the last entry served. */
function listPage(
  chain: EvmChain,
  kind: AddressList,
  params: { address: string; pageSize: number; startBlock?: number; endBlock?: number },
  page: PageCursor,
) {
  const seqs = rangeOf(chain, params);
  const before = page.cursor<number>() ?? Number.MAX_SAFE_INTEGER;
  const { items, more } = trimToPage(addressList(chain, kind, params.address, seqs, before, params.pageSize + 1), params.pageSize);
  return { items, nextPageToken: more ? page.next(items[items.length - 1]) : undefined };
}

/** The explorer's reads beyond the interface: one transaction, a block's transactions, an address's lists. */
export function transactionHistoryHandlers(ctx: EvmContext): HandlerMap {
  return {
    getTransaction: ({ params, nowMs, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const seq = chain.seqOfHash(params.txHash);
      if (seq === undefined) throw new HttpError(404, `Transaction ${params.txHash} not found on chain ${params.chainId}`);
      return transactionDetail(ctx, chain, seq, 'usd', nowMs, baseUrl);
    },
    // In block order; the cursor is the last transaction's sequence number (a block never changes once made).
    listBlockTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const n = params.blockId.startsWith('0x') ? chain.blockNumberOfHash(params.blockId) : Number(params.blockId);
      if (n === undefined || !chain.hasBlock(n)) throw new HttpError(404, `Block ${params.blockId} not found on chain ${params.chainId}`);
      const s = chain.store;
      const end = s.blockTxStart.get(n) + s.blockTxCount.get(n);
      const from = (page.cursor<number>() ?? s.blockTxStart.get(n) - 1) + 1;
      const seqs: number[] = [];
      for (let seq = from; seq < Math.min(end, from + params.pageSize); seq++) seqs.push(seq);
      const more = seqs.length > 0 && seqs[seqs.length - 1] + 1 < end;
      // A block's transactions never change: the same request is answered with the same page again.
      return ctx.rendered.transactionsPage(chain, seqs, baseUrl, more ? page.next(seqs[seqs.length - 1]) : undefined, FOREVER);
    },
    // Newest first by default; the cursor is the last transaction's sequence number, so arriving blocks never shift a page.
    listTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const { lo, hi } = rangeOf(chain, params);
      const order = params.sortOrder ?? 'desc';
      const cursor = page.cursor<number>();
      const window =
        cursor === undefined ? { lo, hi } : order === 'desc' ? { lo, hi: Math.min(hi, cursor) } : { lo: Math.max(lo, cursor + 1), hi };
      const found = addressHistory(chain, params.address, window.lo, window.hi, params.pageSize + 1, order);
      const { items, more } = trimToPage(found, params.pageSize);
      const answer = {
        transactions: items.map((seq) => transactionDetails(ctx, chain, seq, params.address, baseUrl)),
        ...withToken(more ? page.next(items[items.length - 1]) : undefined),
      };
      // Rendering an address's page (every transfer of 100 transactions) is slow and it changes only with the chain.
      return new JsonBody(JSON.stringify(answer), untilNextBlock(chain));
    },
    listNativeTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const { items, nextPageToken } = listPage(chain, 'native', params, page);
      return ctx.rendered.transactionsPage(chain, items, baseUrl, nextPageToken);
    },
    listErc20Transfers: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const { items, nextPageToken } = listPage(chain, 'erc20', params, page);
      return {
        transactions: items.map((i) => {
          const t = chain.erc20Transfer(i);
          return { ...located(t.tx), ...erc20TransferDetails(ctx, chain, t, baseUrl) };
        }),
        ...withToken(nextPageToken),
      };
    },
    listErc1155Transfers: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const { items, nextPageToken } = listPage(chain, 'erc1155', params, page);
      return {
        transactions: items.map((i) => {
          const t = chain.nftTransfer(i);
          return { ...located(t.tx), ...nftTransferDetails(ctx, chain, t, baseUrl) };
        }),
        ...withToken(nextPageToken),
      };
    },
    listInternalTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const { items, nextPageToken } = listPage(chain, 'internals', params, page);
      return {
        transactions: items.flatMap((seq) => {
          const tx = chain.transaction(seq);
          return internalCallsOf(chain, seq).map((call) => ({ ...located(tx), ...internalDetails(chain, call, baseUrl) }));
        }),
        ...withToken(nextPageToken),
      };
    },
  };
}
