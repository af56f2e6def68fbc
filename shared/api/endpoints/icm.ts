import { z } from 'zod';
import { type EndpointDef, listResponse, paged } from '../endpointDef';
import { IcmMessage } from '../icm';
import { chainIdParam, evmAddress, HASH32, Network } from '../params';

/** Cross-chain (ICM) message reads of the real Data API that the interface lacks; lists are newest first. */
const messagePage = <S extends z.ZodRawShape>(shape: S) => paged('messages', 10, 100, { network: Network.optional(), ...shape });

export const icmEndpoints = {
  listIcmMessages: {
    service: 'data',
    source: 'beyond',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/icm/messages',
    summary: 'Cross-chain messages across chains, newest first',
    pathParams: z.object({}),
    ...messagePage({
      // Either end as a cb58 blockchain id or an EVM chain id; blockchainId matches either end.
      sourceBlockchainId: chainIdParam.optional(),
      destinationBlockchainId: chainIdParam.optional(),
      blockchainId: chainIdParam.optional(),
      from: evmAddress.optional(),
      to: evmAddress.optional(),
    }),
    response: listResponse({ messages: z.array(IcmMessage) }),
  },
  getIcmMessage: {
    service: 'data',
    source: 'beyond',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/icm/messages/{messageId}',
    summary: 'One cross-chain message with its source and destination transactions',
    pathParams: z.object({ messageId: z.string().regex(HASH32, 'must be a message id: 0x and 64 hex digits') }),
    query: z.object({}),
    response: IcmMessage,
  },
  listIcmAddressMessages: {
    service: 'data',
    source: 'beyond',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/icm/addresses/{address}/messages',
    summary: 'The cross-chain messages an EVM address sent or received, newest first',
    pathParams: z.object({ address: evmAddress }),
    ...messagePage({}),
    response: listResponse({ messages: z.array(IcmMessage) }),
  },
} as const satisfies Record<string, EndpointDef>;
