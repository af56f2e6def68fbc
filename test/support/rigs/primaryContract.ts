import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointId, type EndpointResponse } from '../../../shared/api/endpoints';
import { startPrimaryTestService, type PrimaryTestService } from './primaryTestService';

/**
 * The Primary Network and Warp contract tests' rig: one service per test file, started before its
 * tests and closed after them, and the checks every such test makes of an answer.
 */
export interface PrimaryContract extends PrimaryTestService {
  /** GET, expect 200, and parse with the endpoint's shared response schema. */
  ok<Id extends EndpointId>(id: Id, path: string): Promise<EndpointResponse<Id>>;
  /** GET, expect `status` with the API's error body whose message matches `text`. */
  expectError(path: string, status: number, text: RegExp): Promise<void>;
  /** Every page of a list, following nextPageToken: each page full but the last. */
  walk<T>(path: string, items: string, pageSize: number): Promise<T[]>;
}

export function primaryContractSuite(): PrimaryContract {
  let started: PrimaryTestService | undefined;
  // Walking every page of a list over HTTP, or signing with a score of BLS keys, takes seconds.
  vi.setConfig({ testTimeout: 60_000 });
  beforeAll(async () => {
    started = await startPrimaryTestService();
  }, 30_000);
  afterAll(async () => {
    await started?.service.close();
  });
  const t = (): PrimaryTestService => {
    if (!started) throw new Error('the test service has not started (use it inside a test)');
    return started;
  };

  const expectError = async (path: string, status: number, text: RegExp) => {
    const res = await t().get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
    expect(String(res.body.message)).toMatch(text);
  };

  return {
    get service() {
      return t().service;
    },
    get clock() {
      return t().clock;
    },
    get expected() {
      return t().expected;
    },
    get: (path) => t().get(path),
    post: (path, body) => t().post(path, body),
    ok: async <Id extends EndpointId>(id: Id, path: string) => {
      const res = await t().get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (endpoints[id].response as unknown as z.ZodType<EndpointResponse<Id>>).parse(res.body);
    },
    expectError,
    walk: async <T>(path: string, items: string, pageSize: number) => {
      const out: T[] = [];
      let token: string | undefined;
      for (let i = 0; i < 10_000; i++) {
        const sep = path.includes('?') ? '&' : '?';
        const res = await t().get(`${path}${sep}pageSize=${pageSize}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const page = res.body[items] as T[];
        expect(page.length).toBeLessThanOrEqual(pageSize);
        out.push(...page);
        token = res.body.nextPageToken as string | undefined;
        if (!token) return out;
        expect(page.length).toBe(pageSize);
      }
      throw new Error('paging never ended');
    },
  };
}
