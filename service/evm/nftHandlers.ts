import { isNft } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { HttpError, type HandlerMap } from '../server/handler';
import { chainOr404, type EvmContext } from './evmContext';

function collectionOr404(chain: EvmChain, address: string) {
  const contract = chain.contract(address);
  if (!contract || !isNft(contract)) throw new HttpError(404, `${address} is not an NFT collection on chain ${chain.spec.evmChainId}`);
  return contract;
}

export function nftHandlers(ctx: EvmContext): HandlerMap {
  return {
    // Ascending token ids; the cursor is the last id served, and new mints only ever append.
    listNftTokens: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = collectionOr404(chain, params.address);
      const after = page.cursor<number>() ?? 0;
      const count = chain.tokenCount(contract);
      const last = Math.min(count, after + params.pageSize);
      const tokens = [];
      for (let id = after + 1; id <= last; id++) tokens.push(ctx.nftIndex.token(chain, contract, id, baseUrl));
      return { tokens, ...(last < count ? { nextPageToken: page.next(last) } : {}) };
    },
    reindexNft: ({ params }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = collectionOr404(chain, params.address);
      const tokenId = Number(params.tokenId);
      if (!Number.isSafeInteger(tokenId) || tokenId < 1 || tokenId > chain.tokenCount(contract)) {
        throw new HttpError(404, `Token ${params.tokenId} does not exist in collection ${params.address}`);
      }
      ctx.nftIndex.reindex(chain, contract, tokenId);
    },
  };
}
