import { describe, expect, it } from 'vitest';
import { TaskQueue } from './taskQueue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('TaskQueue', () => {
  it('runs at most two at once and starts the next in order when one ends', async () => {
    const q = new TaskQueue(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((g, i) =>
      q.run(`t${i}`, async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.state('t2')).toBe('queued');
    gates[1].resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
  });

  it('cancels a queued task without running it, and aborts a running one', async () => {
    const q = new TaskQueue(1);
    let ran = false;
    const running = q.run('a', (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    const queued = q.run('b', async () => {
      ran = true;
    });
    expect(q.cancel('b')).toBe(true);
    await expect(queued).rejects.toMatchObject({ code: 'cancelled' });
    expect(q.cancel('a')).toBe(true);
    await expect(running).rejects.toMatchObject({ code: 'cancelled' });
    expect(ran).toBe(false);
    expect(q.cancel('a')).toBe(false);
  });
});
