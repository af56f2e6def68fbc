import { z } from 'zod';
import { epochSeconds, resource } from './schema';

export const OPERATION_STATUSES = ['RUNNING', 'COMPLETED', 'COMPLETED_WITH_WARNING', 'FAILED'] as const;

export const Operation = resource({
  operationId: z.string(),
  operationType: z.string(),
  operationStatus: z.string(),
  message: z.string(),
  metadata: resource({ code: z.string(), downloadUrl: z.string(), nextDate: z.string() }),
  createdAtTimestamp: epochSeconds,
  updatedAtTimestamp: epochSeconds,
});
