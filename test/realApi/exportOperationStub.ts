import type { IncomingMessage } from 'node:http';

/**
 * The first answer of the real API's export creation (POST /v1/operations/transactions:export, docs/api-contract.md):
 * the operation, RUNNING. Stubs of the operation (the parts test, the parts benchmark) answer with it.
 */
export const runningExport = (operationId: string, at: number) => ({
  operationId,
  operationType: 'TRANSACTION_EXPORT_EVM',
  operationStatus: 'RUNNING',
  message: '',
  metadata: {},
  createdAtTimestamp: at,
  updatedAtTimestamp: at,
});

/** The `firstDate` of an export request's JSON body, once the body has arrived (a stub names a part by it). */
export function requestFirstDate(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let text = '';
    req
      .on('data', (c) => (text += c))
      .on('end', () => resolve((JSON.parse(text) as { firstDate?: string }).firstDate))
      .on('error', reject);
  });
}
