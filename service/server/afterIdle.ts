import type { RequestLog } from './requestLog';

/** How long the data server must have answered nothing before a start's background work runs. */
export const IDLE_MS = 1000;

/**
 * Runs `work` once the data server has answered no request for `idleMs` (counted from now, then from each answer):
 * work a start does ahead of need (building a simulation, loading modules) holds the service's thread, so it waits
 * until the app's first answers are out. Returns a cancel.
 */
export function afterIdle(log: RequestLog, work: () => void, idleMs = IDLE_MS): () => void {
  let timer = setTimeout(run, idleMs);
  const stopListening = log.onRecord(() => {
    clearTimeout(timer);
    timer = setTimeout(run, idleMs);
  });
  function run(): void {
    stopListening();
    work();
  }
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}
