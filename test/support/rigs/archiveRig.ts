import { afterAll, beforeAll } from 'vitest';
import type { BridgeEvents } from '../../../shared/bridge/channels';
import { startService, type RunningService } from '../../../service/index';
import { Connection } from '../../../electron/core/connection';
import { BridgeEventBus } from '../../../electron/core/events';
import { MemoryKeyVault } from '../../../electron/core/stores/keyVaultMemory';
import { tempDir } from './tempDir';

export const LOCAL_PROFILE = { id: 'local', name: 'Local', kind: 'local', defaultNetwork: 'mainnet' } as const;

/**
 * The offline archive's tests, one file each: the local service and one data folder for all of the file's tests, and
 * launches of the local profile's connection in front of them whose requests go through a fetch the test can cut (the
 * service unreachable, as when it stopped). `service` and `dataDir` are there once the file's beforeAll has run.
 */
export function archiveRig() {
  let service: RunningService | undefined;
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  beforeAll(async () => {
    service = await startService({ blockIntervalMs: 0 });
    dir = await tempDir();
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await dir?.remove();
  });
  const running = () => {
    if (!service || !dir) throw new Error('archiveRig: the service and data folder exist inside a test only');
    return { service, dataDir: dir.path };
  };

  /** One launch of the app's connection; `rewrite` changes each answer's body as a server would have sent it. */
  function launch(opts: { vault?: MemoryKeyVault; rewrite?: (body: string) => string } = {}) {
    const { service, dataDir } = running();
    let down = false;
    const cut: typeof fetch = async (input, init) => {
      if (down) throw new TypeError('fetch failed');
      const res = await fetch(input, init);
      if (!opts.rewrite) return res;
      return new Response(opts.rewrite(await res.text()), { status: res.status, headers: res.headers });
    };
    const events = new BridgeEventBus();
    const offline: BridgeEvents['offline'][] = [];
    events.on('offline', (e) => offline.push(e));
    const connection = new Connection(
      {
        vault: opts.vault ?? new MemoryKeyVault(),
        events,
        startLocalService: async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => undefined }),
        clientOptions: { retry: { maxTries: 1 }, fetch: cut },
        warnings: () => [],
        dataDir,
      },
      LOCAL_PROFILE,
    );
    return { connection, offline, fetch: cut, setDown: (d: boolean) => (down = d) };
  }

  return {
    get service() {
      return running().service;
    },
    get dataDir() {
      return running().dataDir;
    },
    launch,
  };
}
