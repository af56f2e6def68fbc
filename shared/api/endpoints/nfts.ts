import { z } from 'zod';
import { chainAddress, type EndpointDef, listResponse, noQuery, paged } from '../endpointDef';
import { Erc721Token } from '../tokens';

/** An NFT contract's tokens, and reindexing one token's metadata. */
export const nftEndpoints = {
  // 4.8 NFTs
  listNftTokens: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens',
    summary: 'Tokens of an NFT contract',
    pathParams: chainAddress,
    ...paged('tokens', 10, 100, {}),
    response: listResponse({ tokens: z.array(Erc721Token) }),
  },
  reindexNft: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex',
    summary: 'Reindex the metadata of one NFT token',
    pathParams: chainAddress.extend({ tokenId: z.string().regex(/^\d{1,78}$/, 'must be a decimal token id') }),
    query: noQuery,
    response: null,
    onceEverySec: 3600,
  },
} as const satisfies Record<string, EndpointDef>;
