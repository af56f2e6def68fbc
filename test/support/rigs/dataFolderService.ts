import { afterAll, beforeAll } from 'vitest';
import { startService, type RunningService } from '../../../service/index';
import { tempDir } from './tempDir';

/**
 * The local service over HTTP in a fresh data folder of its own, without live blocks or a rate limit, for the tests of
 * one file or describe block: started before them, closed and its folder removed after. Call the returned function for
 * the running service once the tests run.
 */
export function dataFolderService(): () => RunningService {
  let service: RunningService | undefined;
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  beforeAll(async () => {
    dir = await tempDir();
    service = await startService({ blockIntervalMs: 0, dataDir: dir.path, rateLimit: false });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await dir?.remove();
  });
  return () => service!;
}
