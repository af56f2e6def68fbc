import { z } from 'zod';
import { ChainInfo } from '../common';
import { type EndpointDef, listResponse, noQuery, page, xChainPath } from '../endpointDef';
import { cb58Id, Network, PX_ADDRESS, SortOrder } from '../params';
import { PrimaryUtxo } from '../primaryExplorer';
import { booleanParam } from './primary';
import { Vertex } from '../primaryNetwork';
import { resource } from '../schema';

/**
 * The last Primary Network reads of the real Data API (spec complete-api.md, "console (last Primary Network reads)"):
 * the X-Chain's latest vertices and a vertex by hash, when a set of addresses was last active on a chain, and the
 * POST forms that carry a large address set in the body (chainkit 0.3.13: PrimaryNetworkAddressesBodyDto,
 * LastActivityTimestamp, XChainVertex, GetUtxosByAddressesV2Request).
 */
const primaryChainPath = z.object({
  network: Network,
  blockchainId: z.union([z.enum(['p-chain', 'x-chain', 'c-chain']), cb58Id]),
});

/** The most addresses one GET names in its query; the POST forms take up to MAX_POSTED_ADDRESSES in the body. */
export const MAX_QUERY_ADDRESSES = 64;
export const MAX_POSTED_ADDRESSES = 1024;
const pxAddress = z.string().regex(PX_ADDRESS, 'must be a P- or X-Chain address such as P-avax1… or X-fuji1…');
const addressesIn = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(pxAddress).min(1, 'must name at least one address').max(max, `must name at most ${max} addresses`))
    .transform((a) => a.join(','));
/** The body of the POST forms: the addresses as one comma-separated string, as the real API takes them. */
export const AddressSetBody = z.strictObject({ addresses: addressesIn(MAX_POSTED_ADDRESSES) });

export const LastActivity = resource({
  timestamp: z.number(),
  blockNumber: z.string(),
  txHash: z.string(),
  utxoId: z.string(),
  isConsumed: z.boolean(),
  chainName: z.string(),
  network: z.string(),
});
export type LastActivity = z.infer<typeof LastActivity>;

const read = { service: 'data', source: 'beyond', method: 'GET' } as const;
const lastActivity = {
  ...read,
  computeUnits: 20,
  path: '/v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses',
  pathParams: primaryChainPath,
  response: LastActivity,
} as const;
const utxoList = listResponse({ utxos: z.array(PrimaryUtxo), chainInfo: ChainInfo });

export const primaryAddressSetEndpoints = {
  listLatestVertices: {
    ...read,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices',
    summary: 'The X-Chain’s latest vertices, newest first',
    pathParams: xChainPath,
    page: { items: 'vertices', defaultSize: 10, maxSize: 100 },
    query: z.object(page(10, 100)),
    response: listResponse({ vertices: z.array(Vertex), chainInfo: ChainInfo }),
  },
  getVertex: {
    ...read,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}',
    summary: 'An X-Chain vertex by its hash',
    pathParams: xChainPath.extend({ vertexHash: cb58Id }),
    query: noQuery,
    response: Vertex,
  },
  getLastActivity: {
    ...lastActivity,
    summary: 'When any of the addresses last created or spent a UTXO on the chain',
    query: z.object({ addresses: addressesIn(MAX_QUERY_ADDRESSES) }),
  },
  getLastActivityOfAddressSet: {
    ...lastActivity,
    method: 'POST',
    summary: 'When any of a large address set last created or spent a UTXO on the chain',
    query: noQuery,
    body: AddressSetBody,
  },
  listUtxosOfAddressSet: {
    ...read,
    method: 'POST',
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/utxos',
    summary: 'UTXOs of a large address set on a Primary Network chain',
    pathParams: primaryChainPath,
    page: { items: 'utxos', defaultSize: 10, maxSize: 1024 },
    query: z.object({
      ...page(10, 1024),
      assetId: cb58Id.optional(),
      minUtxoAmount: z
        .union([
          z.number(),
          z
            .string()
            .regex(/^\d{1,19}$/, 'must be a whole number of nAVAX')
            .transform(Number),
        ])
        .pipe(z.number().int().min(0))
        .optional(),
      includeSpent: booleanParam.optional(),
      sortBy: z.enum(['timestamp', 'amount']).optional(),
      sortOrder: SortOrder.optional(),
    }),
    body: AddressSetBody,
    response: utxoList,
  },
} as const satisfies Record<string, EndpointDef>;
