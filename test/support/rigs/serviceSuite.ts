import { afterAll, beforeAll, expect } from 'vitest';
import { endpoints, type EndpointDef, type EndpointId } from '../../../shared/api/endpoints';
import { startService, type RunningService } from '../../../service/index';
import { ManualClock } from '../../../service/sim/clock';
import { testClient } from './testClient';

/** An answer or item, read field by field in the tests once the endpoint's schema has checked it. */
// oxlint-disable-next-line typescript/no-explicit-any -- the tests reach into nested fields the schemas already checked; typing each would restate the schemas
export type Answer = Record<string, any>;

/**
 * The local service over HTTP (127.0.0.1, port 0) with a hand-moved clock from `startMs` and no live blocks, for
 * one test file: it starts before the file's tests and closes after them. `service` is there once the file's
 * first beforeAll has run.
 */
export function serviceSuite(opts: { startMs: number; seed: number }) {
  const clock = new ManualClock(opts.startMs);
  let running: RunningService | undefined;
  let request: ReturnType<typeof testClient> | undefined;
  beforeAll(async () => {
    running = await startService({ blockIntervalMs: 0, clock, seed: opts.seed });
    request = testClient(running.dataUrl);
  }, 60_000);
  afterAll(() => running?.close());

  const get: ReturnType<typeof testClient> = (path, init) => request!(path, init);

  /** One endpoint's answer: status 200, parsed with the endpoint's response schema (the body as sent where it has none). */
  async function ok<Id extends EndpointId>(id: Id, path: string): Promise<Answer> {
    const r = await get(path);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const schema = endpoints[id].response;
    return (schema ? schema.parse(r.body) : r.body) as Answer;
  }

  /**
   * A paged list walked to its end: `key` of every item, and every page's answer. No page but the last is empty;
   * `whileWalking` runs after each page (to move the chain on between pages).
   */
  async function walk<Id extends EndpointId>(id: Id, path: string, key: (item: Answer) => string, whileWalking?: () => void) {
    const items: string[] = [];
    const pages: Answer[] = [];
    let token: string | undefined;
    do {
      const body = await ok(id, `${path}${path.includes('?') ? '&' : '?'}${token ? `pageToken=${encodeURIComponent(token)}` : ''}`);
      const list = body[(endpoints[id] as EndpointDef).page!.items] as Answer[];
      if (body.nextPageToken) expect(list.length).toBeGreaterThan(0);
      items.push(...list.map(key));
      pages.push(body);
      token = body.nextPageToken;
      whileWalking?.();
    } while (token);
    return { items, pages };
  }

  return {
    clock,
    get service(): RunningService {
      return running!;
    },
    get,
    ok,
    walk,
  };
}
