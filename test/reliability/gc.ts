import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, so heap samples compare live data rather than garbage not yet
 * collected. Node exposes gc() only with --expose-gc; setting the flag at run time and reading
 * gc from a fresh context gives the same function without changing how the tests are started.
 */
export function collectGarbage(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Heap in use after a full collection, in bytes. */
export function liveHeapBytes(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
