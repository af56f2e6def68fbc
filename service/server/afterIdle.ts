import type { RequestLog } from './requestLog';

/** How long the data server must have answered nothing before a start's background work runs... */
export const IDLE_MS = 1000;
/** ...and the longest it waits for that: a page polling more often than IDLE_MS would otherwise hold it off for good. */
export const MAX_WAIT_MS = 5000;

/**
 * Runs `work` once the data server has answered no request for `idleMs` (counted from its first answer, then from each
 * later one), or after `maxWaitMs` at the latest: work a start does ahead of need (building a simulation, loading
 * modules) holds the service's thread, so it waits until the app's first answers are out. A service started before the
 * app asks anything (npm start begins it first thing) waits for those first answers, not for a quiet second before them.
 * Returns a cancel.
 */
export function afterIdle(log: RequestLog, work: () => void, idleMs = IDLE_MS, maxWaitMs = MAX_WAIT_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const latest = setTimeout(run, maxWaitMs);
  const stopListening = log.onRecord(() => {
    clearTimeout(timer);
    timer = setTimeout(run, idleMs);
  });
  function cancel(): void {
    clearTimeout(timer);
    clearTimeout(latest);
    stopListening();
  }
  function run(): void {
    cancel();
    work();
  }
  return cancel;
}

/**
 * Resolves once the data server has answered nothing for `idleMs`, counted from now and from each later answer, with
 * no longest wait: for work that can wait as long as the app is in use. Rejects when `signal` aborts.
 */
export function quietMoment(log: RequestLog, signal: AbortSignal, idleMs = IDLE_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer = setTimeout(done, idleMs);
    const stopListening = log.onRecord(() => {
      clearTimeout(timer);
      timer = setTimeout(done, idleMs);
    });
    const onAbort = () => {
      clearTimeout(timer);
      stopListening();
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    function done(): void {
      stopListening();
      signal.removeEventListener('abort', onAbort);
      resolve();
    }
  });
}
