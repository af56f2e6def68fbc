import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z as eager } from 'zod/v4';
import { z as fromZod } from 'zod';
import { IS_BUILT, z } from './lazyZod';
import { endpoints } from '../shared/api/endpoints';

/** Every .ts/.tsx source (tests aside) under a folder of the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(__dirname, '..', dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(join(__dirname, '..', dir, f), 'utf8'));
}

const isBuilt = (schema: unknown) => (schema as Record<symbol, boolean>)[IS_BUILT];

describe("the renderer's zod: schemas built on first use", () => {
  it("is what the renderer's modules get for `zod` (vite.config.ts)", () => {
    expect(fromZod).toBe(z);
  });

  it('has every member of z that the shared code and the renderer use at run time (calls, constants, instanceof)', () => {
    const used = new Set<string>();
    for (const text of [...sources('shared'), ...sources('renderer')]) {
      for (const m of text.matchAll(/\bz\.([a-z]\w*)\s*\(|\bz\.([A-Z_]+)\b|instanceof\s+z\.(\w+)/g)) used.add(m[1] ?? m[2] ?? m[3]);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !(name in z))).toEqual([]);
  });

  it('builds nothing while schemas are defined, derived and nested, and builds them on the first parse', () => {
    const Id = z.string().regex(/^0x[0-9a-f]+$/);
    const Block = z.object({ id: Id, n: z.number().int().nonnegative().optional(), tags: z.array(z.string()) });
    const List = z.object({ blocks: z.array(Block), next: z.string().optional() }).transform((l) => l.blocks.length);
    expect([Id, Block, List].map(isBuilt)).toEqual([false, false, false]);
    expect(List.parse({ blocks: [{ id: '0xab', tags: [] }] })).toBe(1);
    expect(isBuilt(List)).toBe(true);
  });

  it('validates exactly as zod does: the same results and the same issues', () => {
    const build = (zz: typeof eager) =>
      zz.strictObject({
        kind: zz.enum(['a', 'b']),
        amount: zz.string().regex(/^\d+$/, 'digits only'),
        at: zz.number().int().min(0).optional(),
        item: zz.discriminatedUnion('t', [zz.object({ t: zz.literal('x'), x: zz.boolean() }), zz.object({ t: zz.literal('y') })]),
        extra: zz.record(zz.string(), zz.unknown()).refine((r) => Object.keys(r).length < 3, 'too many'),
      });
    const lazy = build(z);
    const real = build(eager);
    const inputs = [
      { kind: 'a', amount: '12', item: { t: 'x', x: true }, extra: {} },
      { kind: 'c', amount: '1.5', at: -1, item: { t: 'z' }, extra: { a: 1, b: 2, c: 3 }, more: 1 },
      'not an object',
    ];
    for (const input of inputs) {
      const [a, b] = [lazy.safeParse(input), real.safeParse(input)];
      expect(a.success).toBe(b.success);
      expect(a.data).toEqual(b.data);
      expect(a.error?.issues).toEqual(b.error?.issues);
    }
    expect(lazy instanceof eager.ZodObject).toBe(true);
    expect(Object.keys(lazy.shape)).toEqual(Object.keys(real.shape));
  });

  it('leaves the endpoint table unbuilt when the renderer imports it', () => {
    const row = endpoints.listLatestBlocks;
    expect(row.page?.maxSize).toBe(100);
    expect(isBuilt(row.response)).toBe(false);
    expect(isBuilt(row.query)).toBe(false);
  });
});
