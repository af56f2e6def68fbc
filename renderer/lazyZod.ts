import { z as eager } from 'zod/v4';

/**
 * zod for the renderer's build, with every schema built on its first use. The shared API and
 * bridge contracts (shared/api, shared/bridge) define hundreds of schemas at module level. The
 * first view's script imports none of them (renderer/app/firstViewZod.test.ts); the pages that do
 * (a block, a transaction, the settings, ...) load the whole contract in their chunks, and use a few
 * of its schemas at most (the main process validates every answer): built eagerly, the whole contract would be
 * evaluated at the first click on such a page (bench/NOTES.md "First rows", seventh pass). vite.config.ts points the renderer's `zod` here; the main process, the
 * service and their tests use zod itself.
 *
 * A schema made here is a stand-in that builds the real one the first time anything reads it
 * (a parse, a property, `instanceof`) and then forwards everything to it, so validation is zod's
 * own. Calling one of the methods that only derive a new schema (`.optional()`, `.min(1)`,
 * `.transform(f)`, ...) on a stand-in not built yet gives another stand-in, so module-level chains
 * stay unbuilt too.
 */

/** A schema's methods that return a new schema derived from it and their arguments, nothing else. */
const DERIVING = new Set<PropertyKey>([
  'and',
  'array',
  'catch',
  'catchall',
  'check',
  'default',
  'describe',
  'email',
  'endsWith',
  'extend',
  'gt',
  'gte',
  'includes',
  'int',
  'length',
  'lt',
  'lte',
  'max',
  'merge',
  'min',
  'multipleOf',
  'negative',
  'nonempty',
  'nonnegative',
  'nonpositive',
  'nullable',
  'nullish',
  'omit',
  'optional',
  'or',
  'partial',
  'passthrough',
  'pick',
  'pipe',
  'positive',
  'prefault',
  'readonly',
  'refine',
  'regex',
  'required',
  'safeExtend',
  'startsWith',
  'strict',
  'strip',
  'superRefine',
  'toLowerCase',
  'toUpperCase',
  'transform',
  'trim',
  'url',
  'uuid',
]);

/** Marks a stand-in, for the tests. */
export const IS_BUILT = Symbol('lazyZod.isBuilt');

function standIn(build: () => object): object {
  let built: object | undefined;
  const real = () => (built ??= build());
  return new Proxy(
    {},
    {
      get(_target, key) {
        if (key === IS_BUILT) return built !== undefined;
        if (built === undefined && DERIVING.has(key)) {
          return (...args: unknown[]) => standIn(() => (Reflect.get(real(), key) as (...a: unknown[]) => object).apply(real(), args));
        }
        const value: unknown = Reflect.get(real(), key, real());
        return typeof value === 'function' ? value.bind(real()) : value;
      },
      set: (_target, key, value) => Reflect.set(real(), key, value),
      has: (_target, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      // Reported configurable: the stand-in's own target has none of these, which a proxy may only say of configurable properties.
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
      defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    },
  );
}

const lazy =
  <Args extends unknown[]>(builder: (...args: Args) => object) =>
  (...args: Args) =>
    standIn(() => builder(...args));

/**
 * z's functions that make a schema, lazily, and the rest of z the shared contracts use (NEVER). Named
 * one by one, not spread: spreading z's namespace would keep all of zod in the entry script.
 * lazyZod.test.ts checks that every member of z the shared code and the renderer use is here.
 */
export const z = {
  array: lazy(eager.array),
  boolean: lazy(eager.boolean),
  discriminatedUnion: lazy(eager.discriminatedUnion),
  enum: lazy(eager.enum),
  lazy: lazy(eager.lazy),
  literal: lazy(eager.literal),
  looseObject: lazy(eager.looseObject),
  number: lazy(eager.number),
  object: lazy(eager.object),
  record: lazy(eager.record),
  strictObject: lazy(eager.strictObject),
  string: lazy(eager.string),
  union: lazy(eager.union),
  unknown: lazy(eager.unknown),
  NEVER: eager.NEVER,
} as unknown as typeof eager;
