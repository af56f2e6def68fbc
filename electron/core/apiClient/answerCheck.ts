import type { z } from 'zod';
import { decimalValue } from '../../../shared/api/money';

/**
 * A fast yes to "would the endpoint's zod schema accept this answer and give it back unchanged?",
 * compiled once per response schema. Zod builds a new object for every object it reads (and walks
 * the unknown keys of every loose one), most of the client's own cost per 100-item page
 * (bench/NOTES.md, "Client overhead over a bare fetch"); this only reads. A yes lets the client use
 * the parsed JSON as it is; a no proves nothing and the answer goes through zod (readLeniently),
 * which then names the bad field or reads the rest around it.
 *
 * Only a yes must be exact: it is given only where zod's output equals its input (no transform,
 * default or stripped key applies). A schema with any part this does not know is not compiled:
 * every answer of that endpoint goes through zod.
 */
export type AnswerCheck = (value: unknown) => boolean;

interface Compiled {
  check: AnswerCheck;
  /** The check as a JS expression over a variable, where it is simple enough to write into an object's function. */
  inline?: (x: string) => string;
  /**
   * A no from `check` means zod refuses the value. Not so where zod would accept it with a changed
   * output (a money number made a string, a default filled in, an extra key stripped): a union may
   * pass over an option only on an exact no, since zod takes the first option that accepts.
   */
  exact: boolean;
}

type Def = { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> } & Record<string, unknown>;
type AnySchema = z.core.$ZodType;

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const compiledChecks = new WeakMap<AnySchema, AnswerCheck | null>();

/**
 * Set by an object or record check that met an own `__proto__` key (JSON.parse makes one; zod leaves it out,
 * so that Object.assign of the answer can never set a prototype). Such an answer always goes through zod: a no
 * for it is not exact, and a union that passed over it to a later option must not say yes either.
 */
let sawProto = false;

/** The schema's check, compiled on first use; null when the schema has a part it cannot vouch for. */
export function answerCheckOf(schema: AnySchema): AnswerCheck | null {
  let compiled = compiledChecks.get(schema);
  if (compiled === undefined) {
    const check = compile(schema)?.check;
    compiled = check
      ? (v) => {
          sawProto = false;
          return check(v) && !sawProto;
        }
      : null;
    compiledChecks.set(schema, compiled);
  }
  return compiled;
}

function hasOwnProto(o: object): boolean {
  if (!Object.hasOwn(o, '__proto__')) return false;
  sawProto = true;
  return true;
}

const exactly = (check: AnswerCheck): Compiled => ({ check, exact: true });

function compile(schema: AnySchema): Compiled | null {
  // A money value: a string passes through as it is; the real API's number is zod's to turn into one.
  if (schema === decimalValue) return { check: (v) => typeof v === 'string', exact: false };
  const def = defOf(schema);
  // Refinements (custom checks) run code this cannot see; the length and format checks of a string,
  // number or array are read below.
  if (def.checks?.length && def.type !== 'string' && def.type !== 'number' && def.type !== 'array') return null;
  switch (def.type) {
    case 'string':
      return def.coerce
        ? null
        : withChecks(
            def,
            (v) => typeof v === 'string',
            (x) => `typeof ${x} === 'string'`,
          );
    case 'number':
      return def.coerce
        ? null
        : withChecks(
            def,
            (v) => Number.isFinite(v),
            (x) => `Number.isFinite(${x})`,
          );
    case 'boolean':
      return def.coerce ? null : { ...exactly((v) => typeof v === 'boolean'), inline: (x) => `typeof ${x} === 'boolean'` };
    case 'null':
      return exactly((v) => v === null);
    case 'unknown':
    case 'any':
      return exactly(() => true);
    case 'never':
      return exactly(() => false);
    case 'enum':
      return oneOf(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return oneOf(def.values as unknown[]);
    case 'optional':
      return wrap(
        def,
        (inner) => (v) => v === undefined || inner(v),
        true,
        (x, inner) => `(${x} === undefined || ${inner})`,
      );
    case 'nullable':
      return wrap(
        def,
        (inner) => (v) => v === null || inner(v),
        true,
        (x, inner) => `(${x} === null || ${inner})`,
      );
    // Zod fills the default in when the value is missing: only a present value is given back as it came.
    case 'default':
      return wrap(def, (inner) => (v) => v !== undefined && inner(v), false);
    case 'array':
      return array(def);
    case 'object':
      return object(def);
    case 'union':
      return union(def);
    case 'record':
      return record(def);
    default:
      return null;
  }
}

function oneOf(values: unknown[]): Compiled {
  const allowed = new Set(values);
  return exactly((v) => allowed.has(v));
}

function wrap(
  def: Def,
  make: (inner: AnswerCheck) => AnswerCheck,
  keepsExact: boolean,
  write?: (x: string, inner: string) => string,
): Compiled | null {
  const inner = compile(def.innerType as AnySchema);
  if (!inner) return null;
  const innerInline = inner.inline;
  return {
    check: make(inner.check),
    exact: keepsExact && inner.exact,
    ...(write && innerInline ? { inline: (x: string) => write(x, innerInline(x)) } : {}),
  };
}

/** The length and format checks zod would run on a string, number or array (each as zod words it); any other check: not compiled. */
function withChecks(def: Def, base: AnswerCheck, inline?: (x: string) => string): Compiled | null {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const tests: AnswerCheck[] = [];
  for (const c of checks) {
    const test = checkTest(c);
    if (!test) return null;
    tests.push(test);
  }
  if (tests.length === 0) return { ...exactly(base), ...(inline ? { inline } : {}) };
  // The integers of the API (int): one test that is also the type's.
  if (inline && checks.length === 1 && checks[0].check === 'number_format')
    return { ...exactly(tests[0]), inline: (x) => `Number.isSafeInteger(${x})` };
  return exactly((v) => base(v) && tests.every((test) => test(v)));
}

function checkTest(c: Record<string, unknown>): AnswerCheck | null {
  const length = (v: unknown) => (v as { length: number }).length;
  const n = (c.minimum ?? c.maximum ?? c.length ?? c.value) as number;
  switch (c.check) {
    case 'min_length':
      return (v) => length(v) >= n;
    case 'max_length':
      return (v) => length(v) <= n;
    case 'length_equals':
      return (v) => length(v) === n;
    case 'greater_than':
      return c.inclusive ? (v) => (v as number) >= n : (v) => (v as number) > n;
    case 'less_than':
      return c.inclusive ? (v) => (v as number) <= n : (v) => (v as number) < n;
    case 'number_format':
      return c.format === 'safeint' ? (v) => Number.isSafeInteger(v) : null;
    case 'string_format': {
      if (c.format !== 'regex') return null;
      const pattern = c.pattern as RegExp;
      return (v) => {
        pattern.lastIndex = 0;
        return pattern.test(v as string);
      };
    }
    default:
      return null;
  }
}

function array(def: Def): Compiled | null {
  const element = compile(def.element as AnySchema);
  const own = withChecks(def, Array.isArray);
  if (!element || !own) return null;
  const item = element.check;
  const isArray = own.check;
  return {
    check: (v) => {
      if (!isArray(v)) return false;
      const list = v as unknown[];
      for (let i = 0; i < list.length; i++) if (!item(list[i])) return false;
      return true;
    },
    exact: element.exact,
  };
}

function object(def: Def): Compiled | null {
  const shape = def.shape as Record<string, AnySchema>;
  const keys = Object.keys(shape);
  const fields: Array<{ key: string; field: Compiled; optional: boolean }> = [];
  let exact = true;
  for (const key of keys) {
    const field = compile(shape[key]);
    if (!field) return null;
    // A missing field is fine only where optional: zod refuses any other, or fills in its default (not exact then).
    fields.push({ key, field, optional: shape[key]._zod.optin === 'optional' });
    exact &&= field.exact;
  }
  const catchall = def.catchall === undefined ? undefined : defOf(def.catchall as AnySchema).type;
  // Loose (unknown extra keys kept as they are) and strict (refused) objects; a plain object drops extra keys, so
  // only one without any is given back unchanged.
  if (catchall !== undefined && catchall !== 'unknown' && catchall !== 'any' && catchall !== 'never') return null;
  const known = new Set(keys);
  const onlyKnownKeys = (o: Record<string, unknown>) => {
    for (const k in o) if (!known.has(k)) return false;
    return true;
  };
  if (catchall === undefined) exact = false;
  const extraKeysOk = catchall === 'unknown' || catchall === 'any';
  // One function per object schema that reads each field by its own name, as zod's own compiled objects do:
  // read by a name held in a variable, the one read site sees every field and goes megamorphic (bench/NOTES.md "The check that makes zod's copy unneeded").
  const reads = fields.map(({ key, field, optional }, i) => {
    const name = JSON.stringify(key);
    // A present value is never undefined here, so an optional field's own check is its inner one.
    const passes = (field.inline ?? ((x: string) => `c${i}(${x})`))('x');
    return `x = v[${name}]; if (x === undefined ? ${optional ? `${name} in v` : 'true'} : !(${passes})) return false;`;
  });
  const names = fields.map((_, i) => `c${i}`);
  let check: AnswerCheck;
  try {
    check = new Function(
      ...names,
      'isObject',
      'hasOwnProto',
      'onlyKnownKeys',
      `return function (v) {
        if (!isObject(v) || hasOwnProto(v)) return false;
        let x;
        ${reads.join('\n')}
        return ${extraKeysOk ? 'true' : 'onlyKnownKeys(v)'};
      }`,
    )(...fields.map((f) => f.field.check), isObject, hasOwnProto, onlyKnownKeys) as AnswerCheck;
  } catch {
    // A host that forbids code from strings (zod falls back the same way): every answer goes through zod.
    return null;
  }
  return { check, exact };
}

function union(def: Def): Compiled | null {
  if (def.discriminator !== undefined) return null;
  const options = (def.options as AnySchema[]).map(compile);
  if (options.some((o) => o === null)) return null;
  const compiled = options as Compiled[];
  // Zod takes the first option that accepts; passing over one is right only when its no is exact.
  if (compiled.slice(0, -1).some((o) => !o.exact)) return null;
  const checks = compiled.map((o) => o.check);
  return { check: (v) => checks.some((check) => check(v)), exact: compiled.every((o) => o.exact) };
}

/** A record keyed by any string (zod's other key types can refuse or rename keys: not compiled). */
function record(def: Def): Compiled | null {
  const keyType = defOf(def.keyType as AnySchema);
  if (keyType.type !== 'string' || keyType.checks?.length || keyType.coerce) return null;
  const value = compile(def.valueType as AnySchema);
  if (!value) return null;
  const item = value.check;
  return {
    check: (v) => {
      if (!isObject(v) || hasOwnProto(v)) return false;
      for (const k in v) if (!item(v[k])) return false;
      return true;
    },
    exact: value.exact,
  };
}
