import { afterEach, beforeEach, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge/errors';
import { createCore, type Core } from './createCore';
import { openEncryptedFileVault } from './stores/keyVaultAesGcm';
import type { LocalServiceEvents } from './localService/localService';
import { tempDir } from '../../test/support/rigs/tempDir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let core: Core;
/** The events handed to each start of the local service, in order. */
let starts: LocalServiceEvents[];

beforeEach(async () => {
  dir = await tempDir();
  starts = [];
  core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async (events) => {
      if (events) starts.push(events);
      return { dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined };
    },
  });
  await core.services.connection.client();
});
afterEach(async () => {
  await core.close();
  await dir.remove();
});

function data<T>(r: BridgeResult<T>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data;
}

const status = async () => data(await core.dispatch('service:status', {})) as { state: string; message?: string };

it('a local service that stops on its own is started again, and the status says why meanwhile', async () => {
  expect(starts).toHaveLength(1);
  const statuses: unknown[] = [];
  core.events.on('service-status', (s) => statuses.push(s));
  starts[0].onExit('The local service stopped unexpectedly (exit code 9).');
  expect(statuses[0]).toEqual({
    state: 'starting',
    profileId: 'local',
    message: 'The local service stopped unexpectedly (exit code 9). Starting it again.',
  });
  await core.services.connection.client();
  expect(starts).toHaveLength(2);
  expect(await status()).toEqual({ state: 'ready', profileId: 'local' });
});

it('one that keeps stopping is given up on with a clear error, not restarted forever', async () => {
  for (let i = 0; i < 3; i++) {
    starts[i].onExit('The local service stopped unexpectedly (exit code 9).');
    await core.services.connection.client();
  }
  starts[3].onExit('The local service stopped unexpectedly (exit code 9).');
  expect(starts).toHaveLength(4);
  expect(await status()).toEqual({
    state: 'error',
    profileId: 'local',
    message: 'The local service stopped unexpectedly (exit code 9). It stopped 4 times, so it is not started again: restart Ridgeline.',
  });
});

it('an old service ending after a newer one started changes nothing', async () => {
  starts[0].onExit('The local service stopped unexpectedly (exit code 9).');
  await core.services.connection.client();
  starts[0].onExit('The local service stopped unexpectedly (exit code 9).');
  expect(starts).toHaveLength(2);
  expect(await status()).toEqual({ state: 'ready', profileId: 'local' });
});
