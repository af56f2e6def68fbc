import type { z } from 'zod';
import { ErrorBody } from './common';
import type { EndpointDef } from './endpointDef';
import { consoleEndpoints } from './endpoints/console';
import { contractEndpoints } from './endpoints/contracts';
import { dashboardEndpoints } from './endpoints/dashboards';
import { evmEndpoints } from './endpoints/evm';
import { evmChainEndpoints } from './endpoints/evmChains';
import { icmEndpoints } from './endpoints/icm';
import { metricsEndpoints } from './endpoints/metrics';
import { networkEndpoints } from './endpoints/network';
import { nftEndpoints } from './endpoints/nfts';
import { operationEndpoints } from './endpoints/operations';
import { primaryEndpoints } from './endpoints/primary';
import { primaryAddressSetEndpoints } from './endpoints/primaryAddressSets';
import { warpEndpoints } from './endpoints/warp';
import { webhookEndpoints } from './endpoints/webhooks';

export type { ContractSource, EndpointDef, HttpMethod, ServiceName } from './endpointDef';
export { TransactionExportBody } from './exportBodies';

/**
 * The endpoint table: every row of the interface and beyond it, one file per area under endpoints/ (each row's
 * `source` says which contract it comes from: docs/api-contract.md).
 */
export const endpoints = {
  ...warpEndpoints,
  ...networkEndpoints,
  ...primaryEndpoints,
  ...evmEndpoints,
  ...evmChainEndpoints,
  ...nftEndpoints,
  ...operationEndpoints,
  ...metricsEndpoints,
  ...icmEndpoints,
  ...dashboardEndpoints,
  ...contractEndpoints,
  ...consoleEndpoints,
  ...primaryAddressSetEndpoints,
  ...webhookEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export const ENDPOINT_IDS = Object.keys(endpoints) as EndpointId[];

type Def<Id extends EndpointId> = Endpoints[Id];
type BodyOf<D> = D extends { body: z.ZodType } ? { body: z.input<D['body']> } : {};
/** zod 4 types the input of `z.object({})` as Record<string, never>, which would forbid every other param in the intersection. */
type InputOf<T extends z.ZodType> = string extends keyof z.input<T> ? {} : z.input<T>;
/** What a caller passes: path and query params by name, plus `body` for POSTs. */
export type EndpointParams<Id extends EndpointId> = InputOf<Def<Id>['pathParams']> & InputOf<Def<Id>['query']> & BodyOf<Def<Id>>;
/** What the service's handler receives: the same, validated, with defaults applied. */
export type ParsedParams<Id extends EndpointId> = z.output<Def<Id>['pathParams']> &
  z.output<Def<Id>['query']> &
  (Def<Id> extends { body: z.ZodType } ? { body: z.output<Def<Id>['body']> } : {});
export type EndpointResponse<Id extends EndpointId> = Def<Id>['response'] extends z.ZodType ? z.output<Def<Id>['response']> : void;

export const ErrorBodySchema = ErrorBody;
