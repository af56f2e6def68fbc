import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REAL_ANSWERS } from '../../../test/realApi/shapes';
import { discoverSampleRequests, urlOf } from '../../../test/reliability/sampleRequests';
import { ENDPOINT_IDS, endpoints, type EndpointId } from '../../../shared/api/endpoints';
import { decimalValue } from '../../../shared/api/money';
import { dataFolderService } from '../../../test/support/rigs/dataFolderService';
import { answerCheckOf } from './answerCheck';

/**
 * The check's one promise: a yes only where zod accepts the answer and gives it back unchanged (so the
 * client may use the parsed JSON as it is). Played on every row's real-shaped answer (test/realApi/shapes,
 * written from the real APIs' published schemas) and on each of them with one value swapped for another
 * JSON type, a field removed or a `__proto__` key added, and on the local service's own answers.
 */
const responded = ENDPOINT_IDS.filter((id) => endpoints[id].response !== null);
const schemaOf = (id: EndpointId) => endpoints[id].response as z.ZodType;

/** Where a yes is given, zod must agree and hand back an equal value; returns the check's answer. */
function agreesWithZod(id: EndpointId, json: unknown): boolean {
  const yes = answerCheckOf(schemaOf(id))!(json);
  if (yes) {
    const parsed = schemaOf(id).safeParse(structuredClone(json));
    expect(parsed.success, `${id}: a yes zod refuses`).toBe(true);
    expect(isDeepStrictEqual(parsed.data, json), `${id}: a yes zod gives back changed`).toBe(true);
  }
  return yes;
}

const SWAPS: unknown[] = [null, 0, 1.5, -1, 2 ** 60, '', 'x', true, [], {}, [1], { a: 1 }];

/** Every value of an answer and its path (array slots: the first two, the rest are alike). */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.slice(0, 2).forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function withChange(
  json: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(json);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}

/** One answer and each of its one-change variants; returns how many the check said yes to. */
function playVariants(id: EndpointId, json: unknown): number {
  let yes = 0;
  for (const path of paths(json)) {
    const variants =
      path.length === 0
        ? SWAPS
        : [
            ...SWAPS.map((v) => withChange(json, path, (p, k) => (p[k] = v))),
            withChange(json, path, (p, k) => (Array.isArray(p) ? p.splice(Number(k), 1) : delete p[k])),
          ];
    for (const variant of variants) if (agreesWithZod(id, variant)) yes++;
  }
  const proto = withChange(json, [], () => undefined);
  if (typeof proto === 'object' && proto !== null && !Array.isArray(proto))
    expect(answerCheckOf(schemaOf(id))!(JSON.parse(JSON.stringify(proto).replace(/^\{/, '{"__proto__":{"x":1},')))).toBe(false);
  return yes;
}

describe('answerCheck: the fast yes of the client', () => {
  it('compiles for every response schema of the endpoint table, so no answer needs zod when it is good', () => {
    expect(responded.filter((id) => answerCheckOf(schemaOf(id)) === null)).toEqual([]);
  });

  it.each(responded)('%s: its real-shaped answer and every one-change variant of it: a yes only where zod agrees', (id) => {
    agreesWithZod(id, REAL_ANSWERS[id]);
    playVariants(id, REAL_ANSWERS[id]);
  });

  it('a money value: a string is given back as it came; the real API number is left to zod to make a decimal string', () => {
    const check = answerCheckOf(z.looseObject({ value: decimalValue }))!;
    expect(check({ value: '0.1' })).toBe(true);
    expect(check({ value: 0.1 })).toBe(false);
  });

  it('says no where zod would change the answer: a default filled in, an extra key of a plain object stripped', () => {
    expect(answerCheckOf(z.object({ a: z.string().default('x') }))!({})).toBe(false);
    expect(answerCheckOf(z.object({ a: z.string() }))!({ a: 'x', b: 1 })).toBe(false);
    expect(answerCheckOf(z.object({ a: z.string() }))!({ a: 'x' })).toBe(true);
    expect(answerCheckOf(z.looseObject({ a: z.string() }))!({ a: 'x', b: 1 })).toBe(true);
    expect(answerCheckOf(z.strictObject({ a: z.string() }))!({ a: 'x', b: 1 })).toBe(false);
  });

  it('compiles no union whose earlier option zod could take with a changed value, and nothing it does not know', () => {
    expect(answerCheckOf(z.union([decimalValue, z.number()]))).toBeNull();
    expect(answerCheckOf(z.union([z.number(), decimalValue]))).not.toBeNull();
    expect(answerCheckOf(z.string().transform((s) => s.trim()))).toBeNull();
    expect(answerCheckOf(z.object({ a: z.string() }).refine((o) => o.a !== 'b'))).toBeNull();
    expect(answerCheckOf(z.string().email())).toBeNull();
  });

  it('reads length, range, integer and pattern checks as zod does', () => {
    const check = answerCheckOf(
      z.looseObject({ n: z.number().int().min(1).max(3), s: z.string().regex(/^0x/).max(4), l: z.array(z.string()).min(1) }),
    )!;
    expect(check({ n: 2, s: '0x1', l: ['a'] })).toBe(true);
    for (const bad of [{ n: 1.5 }, { n: 0 }, { n: 4 }, { s: '1x' }, { s: '0x123' }, { l: [] }])
      expect(check({ n: 2, s: '0x1', l: ['a'], ...bad }), JSON.stringify(bad)).toBe(false);
  });
});

describe("answerCheck on the local service's answers", () => {
  const localService = dataFolderService();

  // The one-change variants are played on the real-shaped answers above; the service's pages are many times larger.
  it('says yes to every good answer of every GET row, and zod gives each back unchanged', async () => {
    const service = localService();
    const samples = (await discoverSampleRequests(service)).filter((s) => s.built.method === 'GET' && endpoints[s.id].response);
    const refused: EndpointId[] = [];
    for (const s of samples) {
      const json: unknown = await (await fetch(urlOf(service, s.built))).json();
      if (!agreesWithZod(s.id, json)) refused.push(s.id);
    }
    expect(samples.length).toBeGreaterThan(30);
    expect(refused).toEqual([]);
  }, 60_000);
});
