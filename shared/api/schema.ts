import { z } from 'zod';

/**
 * A resource of the API: every field is type-checked when present but none is demanded,
 * because the spec does not say which fields are always there and the real service omits
 * some (docs/architecture.md). Unknown extra fields pass through untouched.
 */
export function resource<S extends z.ZodRawShape>(shape: S) {
  return z.looseObject(shape).partial();
}

/** Epoch seconds. */
export const epochSeconds = z.number();
export const int = z.number().int();
