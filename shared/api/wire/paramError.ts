import type { z } from 'zod';
import { valueAtKeys } from '../../format/valueAt';

/** A request parameter failed validation; `field` names it (dotted path, e.g. `body.options.addresses.0`). */
export class ParamError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`Invalid ${field}: ${reason}`);
    this.name = 'ParamError';
  }
}

/** The first issue of a failed parse as the ParamError the main process throws: a form shows the same field and reason. */
export function paramErrorOf(error: z.ZodError, value: unknown, prefix: string): ParamError {
  const issue = error.issues[0];
  const path = issue.path.map(String);
  const field = [prefix, ...path].filter(Boolean).join('.') || prefix || 'request';
  // zod says "Invalid input" for a missing value; say what is wrong. Refinements keep their own message.
  const missing = issue.code !== 'custom' && valueAtKeys(value, issue.path) === undefined;
  return new ParamError(field, missing ? 'is required' : issue.message);
}
