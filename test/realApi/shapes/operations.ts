import { NOW } from './common';

/**
 * OperationStatusResponse of the real Data API: metadata is TransactionExportMetadata (downloadUrl only
 * once COMPLETED or COMPLETED_WITH_WARNING; nextDate with WarnTruncatedExport). The real API starts an
 * export with a 202 and the same body, RUNNING.
 */
const operationId = 'f3a9c2e1-6b7d-4c8e-9f0a-1b2c3d4e5f60';
export const operationsAnswers = {
  createTransactionExport: {
    operationId,
    operationType: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
    operationStatus: 'RUNNING',
    createdAtTimestamp: NOW,
    updatedAtTimestamp: NOW,
  },
  getOperation: {
    operationId,
    operationType: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
    operationStatus: 'COMPLETED_WITH_WARNING',
    message: 'The export holds the transactions up to 2025-06-30.',
    createdAtTimestamp: NOW,
    updatedAtTimestamp: NOW + 40,
    metadata: {
      code: 'WarnTruncatedExport',
      downloadUrl: `https://data-api.avax.network/exports/${operationId}.csv`,
      nextDate: '2025-07-01',
    },
  },
};
