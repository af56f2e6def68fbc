import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle, quietMoment } from './afterIdle';
import { RequestLog } from './requestLog';

const answer = (log: RequestLog) =>
  log.record({ atMs: 0, keyId: undefined, method: 'GET', url: '/v1/chains', status: 200, durationMs: 1, ip: '', host: '', userAgent: '' });

describe('afterIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the data server has answered nothing for the idle time, each answer starting it again', () => {
    const log = new RequestLog();
    const work = vi.fn();
    afterIdle(log, work, 1000, 60_000);
    vi.advanceTimersByTime(900);
    answer(log);
    vi.advanceTimersByTime(900);
    answer(log);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    answer(log);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait even while answers keep coming', () => {
    const log = new RequestLog();
    const work = vi.fn();
    afterIdle(log, work, 1000, 5000);
    for (let t = 500; t < 5000; t += 500) {
      vi.advanceTimersByTime(500);
      answer(log);
    }
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts the idle time from the first answer: with no request at all it runs at the longest wait, and never once cancelled', () => {
    const log = new RequestLog();
    const idle = vi.fn();
    const cancelled = vi.fn();
    afterIdle(log, idle, 1000, 5000);
    const cancel = afterIdle(log, cancelled, 1000, 5000);
    vi.advanceTimersByTime(4999);
    expect(idle).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    answer(log);
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('quietMoment: resolves once nothing was answered for the idle time from now, with no longest wait; rejects on abort', async () => {
    const log = new RequestLog();
    const resolved = vi.fn();
    void quietMoment(log, new AbortController().signal, 1000).then(resolved);
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(900);
      answer(log);
    }
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(resolved).toHaveBeenCalledTimes(1);
    const stop = new AbortController();
    const waiting = quietMoment(log, stop.signal, 1000);
    stop.abort();
    await expect(waiting).rejects.toBeDefined();
  });
});
