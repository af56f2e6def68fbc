import { z } from 'zod';

/** The renderer's id of one cancellable bridge call (an API request, a value-history walk), which its cancel channel names. */
export const requestId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'must be a request id');
