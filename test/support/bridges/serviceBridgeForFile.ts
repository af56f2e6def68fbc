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

/**
 * The service's first JSON-RPC answer on a chain, asked straight from the service: it alone takes seconds (tens of them on
 * a loaded machine) where later ones take milliseconds, and through the main process it could outlast that process's
 * 20 s bound. For a file's beforeAll, so its tests' waits are for what they test.
 */
export async function firstChainRead(rig: ServiceBridge, chainId: string): Promise<void> {
  const chain = await fetch(`${rig.service.dataUrl}/v1/chains/${chainId}`);
  const { rpcUrl } = (await chain.json()) as { rpcUrl: string };
  const receipt = { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [`0x${'0'.repeat(64)}`] };
  await (await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(receipt) })).text();
}
