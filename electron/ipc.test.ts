import type { IpcMainInvokeEvent } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelArgs } from '../shared/bridge/channels';
import { isAppUrl } from './appOrigin';
import { createCore, type Core } from './core/createCore';
import { MemoryKeyVault } from './core/stores/keyVaultMemory';
import { json, startFaultServer } from '../test/support/faults/faultServer';
import { tempDir } from '../test/support/rigs/tempDir';
import { forwardEvents, registerBridge, type IpcMainLike } from './ipc';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** Records what ipcMain.handle receives, and lets the test invoke it as the renderer would. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (channel: string, listener: Listener) => void handlers.set(channel, listener),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
  const invoke = (channel: string, args: unknown, frameUrl = 'app://ridgeline/index.html') =>
    handlers.get(channel)?.({ senderFrame: { url: frameUrl } } as unknown as IpcMainInvokeEvent, args);
  return { ipc, handlers, invoke };
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let local: Awaited<ReturnType<typeof startFaultServer>>;
let core: Core;
beforeEach(async () => {
  dir = await tempDir();
  local = await startFaultServer({ '/v1/chains/43114/blocks/7': (_q, res) => json(res, 200, { blockNumber: '7' }) });
  core = await createCore({
    dataDir: dir.path,
    vault: new MemoryKeyVault(),
    startLocalService: async () => ({ dataUrl: local.url, metricsUrl: local.url, close: async () => undefined }),
  });
});
afterEach(async () => {
  await core.close();
  await local.close();
  await dir.remove();
});

describe('IPC bridge', () => {
  it('registers every channel and removes them again', () => {
    const { ipc, handlers } = fakeIpcMain();
    const remove = registerBridge(ipc, core.dispatch, isAppUrl);
    expect([...handlers.keys()].sort()).toEqual(Object.keys(channelArgs).sort());
    remove();
    expect(handlers.size).toBe(0);
  });

  it('answers the app window through the core', async () => {
    const { ipc, invoke } = fakeIpcMain();
    registerBridge(ipc, core.dispatch, isAppUrl);
    expect(await invoke('api:request', { requestId: 'i1', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } })).toEqual({
      ok: true,
      data: { blockNumber: '7' },
    });
    expect(await invoke('settings:update', { currency: 'jpy' })).toMatchObject({ ok: true, data: { currency: 'jpy' } });
  });

  it('rejects bad arguments naming the field', async () => {
    const { ipc, invoke } = fakeIpcMain();
    registerBridge(ipc, core.dispatch, isAppUrl);
    expect(await invoke('profiles:activate', { id: 'has space' })).toMatchObject({ ok: false, error: { field: 'id', status: 400 } });
    expect(await invoke('key:set', { key: 12345678 })).toMatchObject({ ok: false, error: { field: 'key' } });
  });

  it('refuses calls from any frame but the app page', async () => {
    const { ipc, invoke } = fakeIpcMain();
    registerBridge(ipc, core.dispatch, isAppUrl);
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', '']) {
      expect(await invoke('key:status', {}, url)).toMatchObject({ ok: false, error: { status: 403 } });
    }
  });

  it('forwards events on one IPC channel', () => {
    const sent: unknown[] = [];
    const stop = forwardEvents(core.events, (channel, message) => sent.push([channel, message]));
    core.events.emit('rate-limit', { endpointId: 'getBlock', until: 9 });
    stop();
    core.events.emit('rate-limit', { endpointId: 'getBlock', until: 10 });
    expect(sent).toEqual([['bridge:event', { event: 'rate-limit', payload: { endpointId: 'getBlock', until: 9 } }]]);
  });
});
