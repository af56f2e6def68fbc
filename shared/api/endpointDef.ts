import { z } from 'zod';
import { cb58Id, chainIdParam, evmAddress, listParam, Network, pageSizeParam, pageToken, pxAddress } from './params';
import { resource } from './schema';

export type ServiceName = 'data' | 'metrics';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Where a row's contract comes from: `interface` is the interface Ridgeline was asked for,
 * `gaps` the reads that fill its gaps (GET /v1/chains, the operation status), `beyond` reads of the real
 * public Data API that the interface lacks (docs/ and the real API's published OpenAPI document), `complete` the rest of
 * the real API up to every endpoint of its official SDK (docs/api-contract.md).
 */
export type ContractSource = 'interface' | 'gaps' | 'beyond' | 'complete';

export interface EndpointDef {
  service: ServiceName;
  method: HttpMethod;
  /** Path template; `{name}` is a path parameter, `:word` suffixes are literal (as in `balances:listErc20`). */
  path: string;
  summary: string;
  source: ContractSource;
  /**
   * What one request costs against the real Data API's per-minute budget, in its compute units (published
   * weights: 10 for an operation's status, 20 for most reads and creating an export, 100 for Primary Network
   * balances, rewards and transaction lists). The Metrics API is not metered in compute units: 0.
   */
  computeUnits: number;
  pathParams: z.ZodObject;
  query: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  /** The status of a success when it is not 200 (a create the real API answers 201). */
  successStatus?: 201;
  /** null: the endpoint answers with an empty body. */
  response: z.ZodType | null;
  /** The API takes one call per resource in this many seconds (the NFT reindex: once an hour per token). */
  onceEverySec?: number;
  /** Paged list: the response key holding the items, and the page sizes of its limits (docs/api-contract.md). */
  page?: { items: string; defaultSize?: number; maxSize?: number };
  /**
   * A deprecated path the real API still answers: the id of the row whose handler serves it. The service serves it;
   * the app reads the row named here instead.
   */
  aliasOf?: string;
}

// Building blocks shared by the rows of every endpoint file.
export const noQuery = z.object({});
export const network = z.object({ network: Network });
export const chain = z.object({ chainId: chainIdParam });
export const chainAddress = z.object({ chainId: chainIdParam, address: evmAddress });
/** Path blockchain id of the asset and vertex endpoints: one of the two X-Chain ids or x-chain. */
export const xChainPath = z.object({
  network: Network,
  blockchainId: z.union([z.literal('x-chain'), cb58Id]),
});
/** The most P-/X- addresses (or node ids) one request names. */
export const MAX_LISTED_IDS = 64;
export const pxAddressList = listParam(pxAddress, MAX_LISTED_IDS).transform((a) => a.join(','));
export const page = (defaultSize: number, maxSize: number) => ({ pageToken, pageSize: pageSizeParam(defaultSize, maxSize) });
export const paged = <S extends z.ZodRawShape>(items: string, defaultSize: number, maxSize: number, shape: S) => ({
  page: { items, defaultSize, maxSize },
  query: z.object({ ...page(defaultSize, maxSize), ...shape }),
});
export const listResponse = <S extends z.ZodRawShape>(shape: S) => resource({ nextPageToken: z.string(), ...shape });
