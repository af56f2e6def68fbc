import type { Currency } from '../../shared/api/common';
import type { EndpointResponse } from '../../shared/api/endpoints';
import { erc20Holdings } from '../sim/evm/addressLists';
import type { PageCursor } from '../server/pageToken';
import type { EvmChain } from '../sim/evm/evmChain';
import { HttpError, JsonBody, type HandlerMap } from '../server/handler';
import { balanceKept, chainOr404, trimToPage, withToken, type EvmContext } from './evmContext';
import { erc20Token } from './serializeDetails';
import { logoUri } from './serialize';

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
    // Holdings as of the block the first page saw (a walk is one snapshot), ordered by contract address.
    listErc20Balances: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const cursor = page.cursor<{ block: number; contract: string }>();
      const block = cursor?.block ?? (params.blockNumber === undefined ? chain.headNumber : Number(params.blockNumber));
      if (!chain.hasBlock(block)) throw new HttpError(404, `Block ${params.blockNumber} not found on chain ${params.chainId}`);
      const only = params.contractAddresses?.toLowerCase().split(',');
      const held = erc20Holdings(chain, params.address, block).filter(
        (h) =>
          (!only || only.includes(h.contract.address)) &&
          !(params.filterSpamTokens && h.contract.spam) &&
          (!cursor || h.contract.address > cursor.contract),
      );
      const { items, more } = trimToPage(held, params.pageSize);
      const timestamp = chain.block(block)!.timestamp;
      const answer: EndpointResponse<'listErc20Balances'> = {
        nativeTokenBalance: nativeTokenBalance(ctx, chain, params.address, block, params.currency, baseUrl),
        erc20TokenBalances: items.map(({ contract, hundredths }) => {
          const token = erc20Token(ctx, contract, params.currency, timestamp, baseUrl);
          const balance = BigInt(hundredths) * 10n ** BigInt(contract.decimals - 2);
          return {
            ...token,
            chainId: String(chain.spec.evmChainId),
            balance: balance.toString(),
            ...(token.price ? { balanceValue: ctx.prices.valueOf(balance, contract.decimals, token.price) } : {}),
            // Like the real API, reputation is known only on the C-Chain.
            tokenReputation: chain.spec.isCChain ? (contract.spam ? 'Malicious' : 'Benign') : null,
          };
        }),
        ...withToken(more ? page.next({ block, contract: items[items.length - 1].contract.address }) : undefined),
      };
      // Kept: a holder's page is a walk over every token transfer of theirs (4x the bare bytes' time, bench/NOTES.md).
      return new JsonBody(JSON.stringify(answer), balanceKept(chain, cursor !== undefined || params.blockNumber !== undefined));
    },
    listErc721Balances: ({ params, page, baseUrl }) => {
      const { nativeTokenBalance, balances, nextPageToken } = nftBalances(ctx, 'erc721', params, page, baseUrl);
      return { nativeTokenBalance, erc721TokenBalances: balances, ...withToken(nextPageToken) };
    },
    listErc1155Balances: ({ params, page, baseUrl }) => {
      const { nativeTokenBalance, balances, nextPageToken } = nftBalances(ctx, 'erc1155', params, page, baseUrl);
      return { nativeTokenBalance, erc1155TokenBalances: balances, ...withToken(nextPageToken) };
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

/** ERC-721 or ERC-1155 holdings as of the first page's block, by contract then token id. */
function nftBalances(
  ctx: EvmContext,
  kind: 'erc721' | 'erc1155',
  params: { chainId: string; address: string; pageSize: number; blockNumber?: string; contractAddress?: string },
  page: PageCursor,
  baseUrl: string,
) {
  const chain = chainOr404(ctx, params.chainId);
  const cursor = page.cursor<{ block: number; contract: string; tokenId: number }>();
  const block = cursor?.block ?? (params.blockNumber === undefined ? chain.headNumber : Number(params.blockNumber));
  if (!chain.hasBlock(block)) throw new HttpError(404, `Block ${params.blockNumber} not found on chain ${params.chainId}`);
  const filter = params.contractAddress?.toLowerCase();
  const held = chain
    .holdings(params.address, block)
    .filter((h) => h.contract.kind === kind && (!filter || h.contract.address === filter))
    .filter(
      (h) => !cursor || h.contract.address > cursor.contract || (h.contract.address === cursor.contract && h.tokenId > cursor.tokenId),
    );
  const { items, more } = trimToPage(held, params.pageSize);
  const last = items[items.length - 1];
  const chainId = String(chain.spec.evmChainId);
  const balances = items.map((h) => {
    const token = ctx.nftIndex.token(chain, h.contract, h.tokenId, baseUrl);
    return kind === 'erc721'
      ? { ...token, ownerAddress: params.address.toLowerCase(), chainId }
      : { ...token, chainId, balance: String(h.amount) };
  });
  return {
    nativeTokenBalance: nativeTokenBalance(ctx, chain, params.address, block, 'usd', baseUrl),
    balances,
    nextPageToken: more ? page.next({ block, contract: last.contract.address, tokenId: last.tokenId }) : undefined,
  };
}
