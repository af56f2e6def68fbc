import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh data folder per test, removed by the test that made it. */
export async function tempDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'ridgeline-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
