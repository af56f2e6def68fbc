import { z } from 'zod';
import { type EndpointDef, noQuery } from '../endpointDef';
import { TransactionExportBody } from '../exportBodies';
import { Operation } from '../operations';

/** Long-running operations: starting a transaction export and reading its status. */
export const operationEndpoints = {
  // 4.9 Operations
  createTransactionExport: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/operations/transactions:export',
    summary: 'Start a transaction export',
    pathParams: z.object({}),
    query: noQuery,
    body: TransactionExportBody,
    response: Operation,
  },
  getOperation: {
    service: 'data',
    source: 'gaps',
    computeUnits: 10,
    method: 'GET',
    path: '/v1/operations/{operationId}',
    summary: 'Status of an operation',
    pathParams: z.object({ operationId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an operation id') }),
    query: noQuery,
    response: Operation,
  },
} as const satisfies Record<string, EndpointDef>;
