import { z } from 'zod';
import { type EndpointDef, listResponse, network, noQuery, paged, pxAddressList } from '../endpointDef';
import { cb58Id, Network, SortOrder } from '../params';
import { Blockchain, Subnet } from '../primaryNetwork';
import { resource } from '../schema';

/** Network-wide lists of the real Data API that the interface lacks (docs/api-contract.md, Reads beyond the interface). */
export const networkEndpoints = {
  // 4.2 Primary Network
  listBlockchains: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains',
    summary: 'Blockchains of the network',
    pathParams: network,
    ...paged('blockchains', 100, 10000, { sortOrder: SortOrder.optional() }),
    response: listResponse({ blockchains: z.array(Blockchain) }),
  },
  getBlockchain: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}',
    summary: 'A blockchain',
    pathParams: z.object({ network: Network, blockchainId: cb58Id }),
    query: noQuery,
    response: Blockchain,
  },
  getSubnet: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/subnets/{subnetId}',
    summary: 'A subnet or L1',
    pathParams: z.object({ network: Network, subnetId: cb58Id }),
    query: noQuery,
    response: Subnet,
  },
  listChainIdsForAddresses: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/addresses:listChainIds',
    summary: 'Chains the addresses have interacted with',
    pathParams: network,
    query: z.object({ addresses: pxAddressList }),
    response: resource({ addresses: z.array(resource({ address: z.string(), blockchainIds: z.array(z.string()) })) }),
  },
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
