import type { Currency } from '../../shared/api/common';
import type { EvmChain } from '../sim/evm/evmChain';
import { HttpError, JsonBody, type HandlerMap } from '../server/handler';
import { balanceKept, chainOr404, trimToPage, type EvmContext } from './evmContext';
import { logoUri } from './format';

/** Collectibles cursor: the block the walk started at (its snapshot) and the last item's sort key. */
interface CollectiblesCursor {
  [key: string]: string | number;
  block: number;
  contract: string;
  tokenId: number;
}

export function balanceHandlers(ctx: EvmContext): HandlerMap {
  return {
    getNativeBalance: ({ params, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const blockNumber = params.blockNumber === undefined ? chain.headNumber : Number(params.blockNumber);
      if (!chain.hasBlock(blockNumber)) throw new HttpError(404, `Block ${params.blockNumber} not found on chain ${params.chainId}`);
      const answer = { nativeTokenBalance: nativeTokenBalance(ctx, chain, params.address, blockNumber, params.currency, baseUrl) };
      return new JsonBody(JSON.stringify(answer), balanceKept(chain, params.blockNumber !== undefined));
    },
    // Holdings as of the block the first page saw, so a walk is one consistent snapshot while blocks arrive.
    listCollectibleBalances: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const cursor = page.cursor<CollectiblesCursor>();
      const block = cursor?.block ?? chain.headNumber;
      const filter = params.contractAddress?.toLowerCase();
      const holdings = chain
        .holdings(params.address, block)
        .filter((h) => !filter || h.contract.address === filter)
        .filter(
          (h) => !cursor || h.contract.address > cursor.contract || (h.contract.address === cursor.contract && h.tokenId > cursor.tokenId),
        );
      const { items, more } = trimToPage(holdings, params.pageSize);
      const last = items[items.length - 1];
      return {
        collectibleBalances: items.map((h) => ({
          ...ctx.nftIndex.token(chain, h.contract, h.tokenId, baseUrl),
          ownerAddress: params.address.toLowerCase(),
          chainId: String(chain.spec.evmChainId),
          ...(h.contract.kind === 'erc1155' ? { balance: String(h.amount) } : {}),
        })),
        ...(more ? { nextPageToken: page.next({ block, contract: last.contract.address, tokenId: last.tokenId }) } : {}),
      };
    },
  };
}

/** The native balance of `address` after block `blockNumber` (which must exist), priced on that block's day. */
export function nativeTokenBalance(
  ctx: EvmContext,
  chain: EvmChain,
  address: string,
  blockNumber: number,
  currency: Currency,
  baseUrl: string,
) {
  const token = chain.spec.token;
  const balance = chain.nativeBalance(address, blockNumber);
  const price = ctx.prices.price(token.symbol, currency, chain.block(blockNumber)!.timestamp);
  return {
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    logoUri: logoUri(baseUrl, token.symbol),
    chainId: String(chain.spec.evmChainId),
    price,
    balance: balance.toString(),
    balanceValue: ctx.prices.valueOf(balance, token.decimals, price),
  };
}
