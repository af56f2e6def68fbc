import { afterEach, beforeEach } from 'vitest';
import { createCore, type Core } from '../../../electron/core/createCore';
import { MemoryKeyVault } from '../../../electron/core/stores/keyVaultMemory';
import { tempDir } from './tempDir';

/**
 * A fresh core for each test of the enclosing block, on its own temp data folder, whose local service is a closed
 * port (127.0.0.1:9): for checks refused before any request. Read `.core` inside a test; it is closed after each.
 */
export function offlineCoreEach(): { readonly core: Core } {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let core: Core | undefined;
  beforeEach(async () => {
    dir = await tempDir();
    core = await createCore({
      dataDir: dir.path,
      vault: new MemoryKeyVault(),
      startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
    });
  });
  afterEach(async () => {
    await core?.close();
    await dir.remove();
  });
  return {
    get core() {
      if (!core) throw new Error('offlineCoreEach: the core exists inside a test only');
      return core;
    },
  };
}
