import { describe, expect, it } from 'vitest';
import { ApiClientError, clientError } from '../apiClient/apiError';
import type { Timing } from '../timing';
import { exportPollFromEnv, pollDelayMs, pollOperation, type ApiRequester, type Operation } from './operationRunner';

/** Waits recorded, not slept. */
function recordedTiming(): Timing & { waits: number[] } {
  const waits: number[] = [];
  return { waits, now: () => 0, sleep: async (ms) => void waits.push(ms) };
}

/** The answers of successive getOperation calls: an Operation, or an error to throw. */
function scripted(answers: (Operation | Error)[]): ApiRequester & { calls: number } {
  const api = {
    calls: 0,
    request: async () => {
      const next = answers[Math.min(api.calls++, answers.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return api as unknown as ApiRequester & { calls: number };
}

const running: Operation = { operationId: 'op', operationStatus: 'RUNNING', message: 'working' };
const http = (status: number) => new ApiClientError({ status, error: 'x', message: `status ${status}`, kind: 'http' });

describe('pollOperation', () => {
  it('backs off 1 s, 2 s, 4 s, 8 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((poll) => pollDelayMs(poll))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('starts from the first wait a test sets (RIDGELINE_EXPORT_POLL_MS, 10 ms to 1 s), still doubling up to 10 s', () => {
    expect([0, 1, 2, 9].map((poll) => pollDelayMs(poll, 100))).toEqual([100, 200, 400, 10_000]);
    expect(exportPollFromEnv({ RIDGELINE_EXPORT_POLL_MS: '100' })).toBe(100);
    for (const bad of [undefined, '', '5', '2000', '1.5', 'x'])
      expect(exportPollFromEnv({ RIDGELINE_EXPORT_POLL_MS: bad })).toBeUndefined();
  });

  it('waits the first wait it is given between polls, doubling', async () => {
    const timing = recordedTiming();
    const done: Operation = { operationId: 'op', operationStatus: 'COMPLETED', metadata: { downloadUrl: 'u' } };
    await pollOperation(scripted([running, running, running, done]), 'op', { timing, firstPollMs: 100 });
    expect(timing.waits).toEqual([100, 200, 400]);
  });

  it('polls through RUNNING and transient failures (429, 5xx, network) until the operation finishes', async () => {
    const timing = recordedTiming();
    const seen: string[] = [];
    const done = await pollOperation(
      scripted([
        running,
        http(429),
        http(503),
        clientError('getOperation', 'network', 'reset'),
        running,
        { operationId: 'op', operationStatus: 'COMPLETED', metadata: { downloadUrl: 'u' } },
      ]),
      'op',
      { timing, onUpdate: (op) => seen.push(String(op.operationStatus)) },
    );
    expect(done.operationStatus).toBe('COMPLETED');
    expect(seen).toEqual(['RUNNING', 'RUNNING', 'COMPLETED']);
    expect(timing.waits).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('ends with FAILED as an answer, and with a 404 or another client error as an error', async () => {
    const failed = await pollOperation(scripted([{ operationStatus: 'FAILED', metadata: { code: 'ErrInternal' } }]), 'op', {
      timing: recordedTiming(),
    });
    expect(failed.metadata?.code).toBe('ErrInternal');
    await expect(pollOperation(scripted([running, http(404)]), 'op', { timing: recordedTiming() })).rejects.toMatchObject({
      info: { status: 404 },
    });
    await expect(pollOperation(scripted([http(403)]), 'op', { timing: recordedTiming() })).rejects.toMatchObject({ info: { status: 403 } });
  });

  it('stops at once when cancelled, with the cancel as the reason', async () => {
    const ac = new AbortController();
    const api = scripted([running]);
    const timing: Timing = { now: () => 0, sleep: async () => void ac.abort(new Error('stop here')) };
    await expect(pollOperation(api, 'op', { timing, signal: ac.signal })).rejects.toThrow('stop here');
    expect(api.calls).toBe(1);
  });
});
