import { z } from 'zod';
import { type EndpointDef, network, noQuery } from '../endpointDef';
import { cb58Id, intParam, Network } from '../params';
import { resource } from '../schema';

const hexString = z.string().regex(/^(0x)?([0-9a-fA-F]{2})*$/, 'must be hex bytes, with or without 0x');
const percent = intParam(0, 100);

export const AggregateSignaturesBody = z
  .strictObject({
    message: hexString.optional(),
    justification: hexString.optional(),
    signingSubnetId: z
      .string()
      .regex(/^(?:0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{30,60})$/, 'must be a subnet id, hex or cb58')
      .optional(),
    quorumPercentage: percent.optional().default(67),
    quorumPercentageBuffer: percent.optional().default(0),
    pChainHeight: intParam(0).optional().default(0),
  })
  .refine((b) => b.message || b.justification, { message: 'either message or justification is required', path: ['message'] })
  .refine((b) => b.quorumPercentage + b.quorumPercentageBuffer <= 100, {
    message: 'quorumPercentage + quorumPercentageBuffer must be at most 100',
    path: ['quorumPercentageBuffer'],
  });

const signedMessage = resource({ signedMessage: z.string() });

/** The signature aggregator: validator signatures of a Warp message. */
export const warpEndpoints = {
  // 4.1 Signature aggregation
  aggregateSignatures: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/signatureAggregator/{network}/aggregateSignatures',
    summary: 'Aggregate validator signatures for a Warp message',
    pathParams: network,
    query: noQuery,
    body: AggregateSignaturesBody,
    response: signedMessage,
  },
  getAggregatedSignatures: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
    summary: 'Aggregated signatures for a P-Chain L1 transaction',
    pathParams: z.object({ network: Network, txHash: cb58Id }),
    query: noQuery,
    response: signedMessage,
  },
} as const satisfies Record<string, EndpointDef>;
