import { afterAll, beforeAll } from 'vitest';
import { setBridgeForTests } from '../../../renderer/bridge';
import { startCoreBridge, type CoreBridge } from './coreBridge';
import { stubLayout } from '../dom/layout';
import { startServiceProcess } from '../rigs/serviceProcess';

/** What a renderer test file runs against; filled in by the file's first beforeAll. */
export interface ServiceBridge {
  service: Awaited<ReturnType<typeof startServiceProcess>>;
  core: CoreBridge;
}

/**
 * A renderer test file against the real thing: the local service in its own process, the main process's core
 * over it (startCoreBridge) set as the renderer's bridge, and a layout stub (jsdom has none); all stopped and
 * restored after the file. A file's own fixtures go in a beforeAll of its own, which runs after this one.
 */
export function serviceBridgeForFile(): ServiceBridge {
  const rig = {} as ServiceBridge;
  let restoreLayout: (() => void) | undefined;
  // Starting a service process (tsx compiling it, then seeding its world) takes tens of seconds on a loaded machine.
  beforeAll(async () => {
    rig.service = await startServiceProcess();
    const { dataUrl, metricsUrl } = rig.service;
    rig.core = await startCoreBridge(async () => ({ dataUrl, metricsUrl, close: async () => {} }));
    setBridgeForTests(rig.core.bridge);
    restoreLayout = stubLayout();
  }, 120_000);
  afterAll(async () => {
    restoreLayout?.();
    setBridgeForTests(undefined);
    await rig.core?.close();
    await rig.service?.close();
  });
  return rig;
}
