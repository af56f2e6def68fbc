import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../../service/index';
import { endpoints, ErrorBodySchema, type EndpointDef, type EndpointId } from '../../shared/api/endpoints';
import { matchRoute, ParamError, parseRequest, pathParamNames } from '../../shared/api/wire/request';
import { tempDir } from '../support/rigs/tempDir';
import { badBody, badJsonText, badString, forgedToken } from './badInputs';
import { rawRequest, type RawRequest, type RawResponse } from './rawRequest';
import { discoverSampleRequests, type SampleRequest } from './sampleRequests';

/**
 * Every endpoint of the table, fed generated bad input over real HTTP: every answer must be a
 * 4xx carrying the error body (a 400 naming the very field the shared table rejects), never a
 * 5xx, a hang or a crash. Inputs the table accepts may answer 2xx or 404; never 5xx.
 */

type Query = Record<string, string | string[]>;
interface Case {
  pathParams: Record<string, string>;
  query: Query;
  /** A value to send as JSON, or raw text with its content type. */
  body?: { json: unknown } | { text: string; contentType: string };
  method?: string;
}

const RUNS = 40;
// Each property sends RUNS requests: more than vitest's default timeout allows on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });
let service: RunningService;
let dir: Awaited<ReturnType<typeof tempDir>>;
let samples: SampleRequest[];
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const tokens = new Map<EndpointId, string>();
let cases = 0;

beforeAll(async () => {
  dir = await tempDir();
  service = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir: dir.path });
  samples = await discoverSampleRequests(service);
  for (const s of samples) {
    if (!('page' in endpoints[s.id])) continue;
    const res = await rawRequest(baseOf(s.id), { method: 'GET', path: withPageSize(s.built.path) }, agent);
    const token = (JSON.parse(res.text) as { nextPageToken?: string }).nextPageToken;
    if (token) tokens.set(s.id, token);
  }
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${cases} bad-input requests over ${samples?.length ?? 0} endpoints, no 5xx, hang or crash`);
  agent.destroy();
  await service?.close();
  await dir?.remove();
});

const baseOf = (id: EndpointId) => (endpoints[id].service === 'data' ? service.dataUrl : service.metricsUrl);
/** A small page, so the list has a next page and hands out a token. */
const withPageSize = (path: string) => (path.includes('pageSize=') ? path.replace(/pageSize=\d+/, 'pageSize=1') : path);

function queryOf(path: string): Query {
  const out: Query = {};
  for (const [k, v] of new URLSearchParams(path.split('?')[1] ?? '')) {
    const prev = out[k];
    out[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  return out;
}

function baseCase(sample: SampleRequest): Case {
  const def: EndpointDef = endpoints[sample.id];
  const pathParams = Object.fromEntries(pathParamNames(def).map((n) => [n, String(sample.params[n])]));
  return { pathParams, query: queryOf(sample.built.path), body: def.body ? { json: sample.params.body } : undefined };
}

function toRequest(id: EndpointId, c: Case): RawRequest {
  const def: EndpointDef = endpoints[id];
  const path = def.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(c.pathParams[n]));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query)) for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  const qs = search.toString();
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (c.body && 'json' in c.body) {
    body = JSON.stringify(c.body.json) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body) {
    body = c.body.text;
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  }
  return { method: c.method ?? def.method, path: qs ? `${path}?${qs}` : path, headers, body };
}

type Expected = { kind: 'param-error'; message: string } | { kind: 'status'; status: number } | { kind: 'accepted' };

/** What the service must answer, worked out with the same shared table it serves. */
function expected(id: EndpointId, req: RawRequest, c: Case): Expected {
  const def: EndpointDef = endpoints[id];
  const match = matchRoute(def.service, req.method, req.path.split('?')[0]);
  if (match.kind === 'not-found') return { kind: 'status', status: 404 };
  if (match.kind === 'method-not-allowed') return { kind: 'status', status: 405 };
  let body: unknown;
  // What goes over the wire: JSON drops undefined members.
  if (c.body && 'json' in c.body) body = JSON.parse(JSON.stringify(c.body.json) ?? 'null');
  else if (c.body) {
    if (!/^application\/json\b/i.test(c.body.contentType)) return { kind: 'status', status: 415 };
    if (c.body.text === '') body = undefined;
    else {
      try {
        body = JSON.parse(c.body.text);
      } catch {
        return { kind: 'status', status: 400 };
      }
    }
  }
  try {
    const empty = body === undefined || body === null || (typeof body === 'object' && Object.keys(body as object).length === 0);
    if (!def.body && !empty) throw new ParamError('body', 'this endpoint takes no request body');
    parseRequest(match.id, { pathParams: match.pathParams, query: c.query, body });
    return { kind: 'accepted' };
  } catch (e) {
    if (e instanceof ParamError) return { kind: 'param-error', message: e.message };
    throw e;
  }
}

/** The checks every answer passes; returns the error message of a 4xx. */
function checkAnswer(res: RawResponse, label: string, service: 'data' | 'metrics'): string | undefined {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.status, label).toBeGreaterThanOrEqual(200);
  if (res.status < 400) return undefined;
  expect(res.contentType, label).toMatch(/^application\/json/);
  const body = ErrorBodySchema.parse(JSON.parse(res.text));
  expect(body.statusCode, label).toBe(res.status);
  // Spec 2.1: the metrics service's message is an array of strings, the data service's a string.
  expect(Array.isArray(body.message), `${label}: ${res.text.slice(0, 300)}`).toBe(service === 'metrics');
  const message = Array.isArray(body.message) ? body.message.join(' ') : (body.message ?? '');
  expect(message.length, label).toBeGreaterThan(0);
  return message;
}

async function send(id: EndpointId, c: Case): Promise<void> {
  const req = toRequest(id, c);
  const want = expected(id, req, c);
  cases++;
  const res = await rawRequest(baseOf(id), req, agent);
  const label = `${id} ${req.method} ${req.path.slice(0, 300)}${typeof req.body === 'string' ? ` body ${req.body.slice(0, 200)}` : ''}`;
  const message = checkAnswer(res, label, endpoints[id].service);
  if (want.kind === 'param-error') {
    expect(res.status, label).toBe(400);
    expect(message, label).toBe(want.message);
  } else if (want.kind === 'status') {
    expect(res.status, label).toBe(want.status);
  }
}

const sampleOf = (id: EndpointId) => samples.find((s) => s.id === id) as SampleRequest;
const queryKeys = (def: EndpointDef): string[] =>
  'shape' in def.query ? Object.keys((def.query as unknown as { shape: object }).shape) : [];
const valuesOf = (key: string) => samples.flatMap((s) => [s.params[key]].flat()).filter((v): v is string => typeof v === 'string');
const run = (prop: fc.IAsyncProperty<[unknown]> | fc.IAsyncProperty<never>, numRuns = RUNS) =>
  fc.assert(prop, { numRuns, endOnFailure: true });

describe.each(Object.keys(endpoints) as EndpointId[])('fuzzing %s', (id) => {
  const def: EndpointDef = endpoints[id];

  it('answers the sample request without a 5xx (the point the fuzzer mutates from)', async () => {
    await send(id, baseCase(sampleOf(id)));
  });

  if (pathParamNames(def).length > 0)
    it('rejects bad path params with a 400 naming the param', async () => {
      const names = pathParamNames(def);
      const arb = fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), badString(valuesOf(name))));
      await run(
        fc.asyncProperty(arb, async ([name, value]) => {
          const c = baseCase(sampleOf(id));
          await send(id, { ...c, pathParams: { ...c.pathParams, [name]: value } });
        }),
      );
    });

  it('rejects bad query params (wrong types, out of range, huge, repeated) with a 400 naming the param', async () => {
    const keys = [...new Set([...queryKeys(def), ...Object.keys(baseCase(sampleOf(id)).query), 'pageSize'])];
    const value = (key: string) => fc.oneof(badString(valuesOf(key)), fc.array(badString(valuesOf(key)), { minLength: 2, maxLength: 3 }));
    const arb = fc.constantFrom(...keys).chain((key) => fc.tuple(fc.constant(key), value(key)));
    await run(
      fc.asyncProperty(arb, async ([key, v]) => {
        const c = baseCase(sampleOf(id));
        await send(id, { ...c, query: { ...c.query, [key]: v } });
      }),
    );
  });

  if ('page' in def)
    it('rejects forged page tokens and tokens of other lists with a 400 on pageToken', async () => {
      const others = [...tokens].filter(([other]) => other !== id).map(([, t]) => t);
      await run(
        fc.asyncProperty(forgedToken(others), async (token) => {
          const c = baseCase(sampleOf(id));
          const req = { ...c, query: { ...c.query, pageToken: token } };
          const want = expected(id, toRequest(id, req), req);
          cases++;
          const res = await rawRequest(baseOf(id), toRequest(id, req), agent);
          const message = checkAnswer(res, `${id} pageToken=${token.slice(0, 100)}`, def.service);
          expect(res.status, token).toBe(400);
          // A token too long for the table is refused by the table; every other by the list that did not issue it.
          expect(message, token).toMatch(want.kind === 'param-error' ? want.message : /pageToken/);
        }),
      );
    });

  if (def.body !== undefined)
    it('rejects bad JSON bodies with a 400 naming the field', async () => {
      const valid = sampleOf(id).params.body as Record<string, unknown>;
      await run(
        fc.asyncProperty(badBody(valid), async (json) => send(id, { ...baseCase(sampleOf(id)), body: { json } })),
        RUNS * 2,
      );
    });

  if (def.body !== undefined)
    it('rejects text that is not JSON with a 400, other content types with a 415, and a huge body with a 413', async () => {
      await run(
        fc.asyncProperty(badJsonText, async (text) =>
          send(id, { ...baseCase(sampleOf(id)), body: { text, contentType: 'application/json' } }),
        ),
      );
      const json = JSON.stringify(sampleOf(id).params.body);
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/jsonx',
      ]) {
        await send(id, { ...baseCase(sampleOf(id)), body: { text: json, contentType } });
      }
      cases++;
      const big = toRequest(id, {
        ...baseCase(sampleOf(id)),
        body: { text: `{"message":"${'0'.repeat(70_000)}"}`, contentType: 'application/json' },
      });
      const res = await rawRequest(baseOf(id), big, agent);
      checkAnswer(res, `${id} 70 KB body`, def.service);
      expect(res.status).toBe(413);
    });

  if (def.body === undefined)
    it('refuses a request body on a POST that takes none, and ignores one on a GET', async () => {
      const plain = await rawRequest(baseOf(id), toRequest(id, baseCase(sampleOf(id))), agent);
      await run(
        fc.asyncProperty(
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
          async (json) => {
            cases++;
            const res = await rawRequest(baseOf(id), toRequest(id, { ...baseCase(sampleOf(id)), body: { json } }), agent);
            const message = checkAnswer(res, `${id} with a body`, def.service);
            if (def.method === 'GET') return void expect(res.status).toBe(plain.status);
            expect(res.status).toBe(400);
            expect(message).toBe('Invalid body: this endpoint takes no request body');
          },
        ),
        10,
      );
    });

  it('answers other methods with a 405 and malformed escapes with a 4xx', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', def.method === 'GET' ? 'POST' : 'GET'])
      await send(id, { ...baseCase(sampleOf(id)), method, body: undefined });
    const path = toRequest(id, baseCase(sampleOf(id))).path.split('?')[0];
    for (const bad of ['%', '%zz', '%E0%A4%A', '%C0%80', '%FF%FE', '%00']) {
      for (const target of [`${path}${bad}`, `${path}?pageSize=${bad}`, `${path}?${bad}=1`]) {
        cases++;
        checkAnswer(await rawRequest(baseOf(id), { method: def.method, path: target }, agent), `${id} ${target}`, def.service);
      }
    }
  });
});

describe('the HTTP layer', () => {
  it('answers a request line longer than the server accepts with a 4xx, and keeps serving', async () => {
    for (const length of [20_000, 100_000]) {
      cases++;
      const res = await rawRequest(service.dataUrl, { method: 'GET', path: `/v1/chains/${'1'.repeat(length)}/blocks` }, new http.Agent());
      checkAnswer(res, `a ${length}-byte path`, 'data');
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const after = await rawRequest(service.dataUrl, { method: 'GET', path: '/v1/chains' }, agent);
    expect(after.status).toBe(200);
  });
});
