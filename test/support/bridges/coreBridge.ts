import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../../../electron/core/createCore';
import { MemoryKeyVault } from '../../../electron/core/stores/keyVaultMemory';
import type { LocalService } from '../../../electron/core/localService/localService';
import type { BridgeApi } from '../../../shared/bridge/channels';
import type { BridgeTransport } from '../../../shared/bridge/transport';
import { createBridge } from '../../../renderer/bridge';

export interface CoreBridge {
  bridge: BridgeApi;
  close(): Promise<void>;
}

/**
 * The real thing for component tests: the main process's core (settings, profiles, API
 * client) in-process, the renderer's own bridge over it, and a real local service on
 * 127.0.0.1 behind the local profile. Only the IPC hop is skipped.
 */
export async function startCoreBridge(startLocalService: () => Promise<LocalService>): Promise<CoreBridge> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-renderer-'));
  const core = await createCore({ dataDir, vault: new MemoryKeyVault(), startLocalService });
  const transport: BridgeTransport = {
    invoke: (channel, args) => core.dispatch(channel, args),
    subscribe: (listener) => core.events.onAny((event, payload) => listener({ event, payload } as Parameters<typeof listener>[0])),
  };
  return {
    bridge: createBridge(transport),
    close: async () => {
      await core.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
