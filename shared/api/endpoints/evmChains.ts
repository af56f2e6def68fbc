import { z } from 'zod';
import { chain, type EndpointDef, listResponse, noQuery, paged } from '../endpointDef';
import { EvmBlock, EvmChain } from '../evm';
import { chainIdParam, HASH32 } from '../params';
import { resource } from '../schema';

/** The EVM chains and their blocks. */
export const evmChainEndpoints = {
  // The two reads the interface names without showing (docs/api-contract.md).
  listChains: {
    service: 'data',
    source: 'gaps',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains',
    summary: 'Supported EVM chains',
    pathParams: z.object({}),
    query: z.object({ network: z.enum(['mainnet', 'testnet', 'fuji']).optional() }),
    response: resource({ chains: z.array(EvmChain) }),
  },
  // 4.6 Blocks
  listLatestBlocks: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/blocks',
    summary: 'Latest blocks',
    pathParams: chain,
    ...paged('blocks', 10, 100, {}),
    response: listResponse({ blocks: z.array(EvmBlock) }),
  },
  getBlock: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/blocks/{blockId}',
    summary: 'A block by number or hash',
    pathParams: z.object({
      chainId: chainIdParam,
      blockId: z.string().refine((s) => /^\d{1,20}$/.test(s) || HASH32.test(s), 'must be a block number or a 0x block hash'),
    }),
    query: noQuery,
    response: EvmBlock,
  },
} as const satisfies Record<string, EndpointDef>;
