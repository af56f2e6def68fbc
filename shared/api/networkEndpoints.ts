import { z } from 'zod';
import { type EndpointDef, listResponse, network, paged } from './endpointDef';
import { SortOrder } from './params';
import { Subnet } from './primaryNetwork';

/** Network-wide lists of the real Data API that the interface lacks (docs/api-contract.md, Reads beyond the interface). */
export const networkEndpoints = {
  listSubnets: {
    service: 'data',
    source: 'beyond',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/subnets',
    summary: 'Subnets and L1s of the network, one page for many instead of one request each',
    pathParams: network,
    ...paged('subnets', 100, 10000, { sortOrder: SortOrder.optional() }),
    response: listResponse({ subnets: z.array(Subnet) }),
  },
} as const satisfies Record<string, EndpointDef>;
