import type { z } from 'zod';

/**
 * buildRequest's way around zod for the params a caller passes as zod would give them back (bench/NOTES.md, the
 * client's section: zod's read of the query is most of the client's own cost per request). A building
 * block of the request schemas may carry a check that says yes only where its schema accepts the value and outputs
 * it unchanged; a no proves nothing (zod reads the params, names the bad field, applies transforms), so a check may
 * be narrower than its schema but never wider. Tested against zod in plainParams.test.ts.
 */
type PlainCheck = (value: unknown) => boolean;

const checks = new WeakMap<z.ZodType, PlainCheck>();

export function plainWhen<T extends z.ZodType>(schema: T, check: PlainCheck): T {
  checks.set(schema, check);
  return schema;
}

/** One field of an object schema: its check (absent: always zod) and whether zod accepts it missing. */
export interface PlainField {
  key: string;
  check: PlainCheck | undefined;
  optional: boolean;
}

/** The fields of a plain object schema (no refinement over the object), or null: the schema is always zod's. */
export function plainFieldsOf(schema: z.ZodType): readonly PlainField[] | null {
  const def = schema._zod.def as { type: string; checks?: unknown[]; shape?: Record<string, z.ZodType>; catchall?: unknown };
  if (def.type !== 'object' || def.checks?.length || def.catchall !== undefined || !def.shape) return null;
  return Object.entries(def.shape).map(([key, field]) => ({ key, check: checks.get(field), optional: field.safeParse(undefined).success }));
}

/**
 * Whether zod would accept these entries (own keys of the caller's params) as they are: every entry names a field
 * with a check that says yes, and every field missing from them may be missing. A default a missing field would get
 * is not in the answer: buildRequest reads only the fields the caller gave.
 */
export function plainlyAccepted(fields: readonly PlainField[], entries: readonly [string, unknown][]): boolean {
  let given = 0;
  for (const field of fields) {
    const entry = entries.find(([key]) => key === field.key);
    if (!entry) {
      if (!field.optional) return false;
      continue;
    }
    if (!field.check?.(entry[1])) return false;
    given++;
  }
  return given === entries.length;
}
