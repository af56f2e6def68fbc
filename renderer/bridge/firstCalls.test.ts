import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResult } from '../../shared/bridge/errors';
import type { BridgeTransport } from '../../shared/bridge/transport';
import { maxPageSize } from '../api/listEndpoints';

/** A transport that records each call as `channel endpointId params` and answers with the call's number. */
function recordingTransport() {
  const calls: string[] = [];
  const transport: BridgeTransport = {
    invoke: (channel, args) => {
      const { endpointId, params } = args as { endpointId?: string; params?: object };
      calls.push([channel, endpointId, params && JSON.stringify(params)].filter(Boolean).join(' '));
      return Promise.resolve({ ok: true, data: calls.length } as BridgeResult<unknown>);
    },
    subscribe: () => () => undefined,
  };
  return { calls, transport };
}

const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

// The early calls are the page's: each test starts from a fresh module.
let firstCalls: typeof import('./firstCalls');
beforeEach(async () => {
  vi.resetModules();
  firstCalls = await import('./firstCalls');
});

describe('the first calls', () => {
  it("sends the settings, mainnet's chains and the home lists of its C-Chain on a first launch", () => {
    const { calls, transport } = recordingTransport();
    firstCalls.sendFirstCalls(transport, '', storageOf({}));
    expect(calls).toEqual([
      'settings:get',
      'api:request listChains {"network":"mainnet"}',
      'api:request listLatestBlocks {"chainId":"43114","pageSize":100}',
      'api:request listLatestTransactions {"chainId":"43114","pageSize":100}',
    ]);
  });

  it("asks for the last launch's network and chain, and for no list away from the home page", () => {
    const remembered = storageOf({ 'ridgeline.lastNetwork': 'fuji', 'ridgeline.lastEvmChainId': '779672' });
    const home = recordingTransport();
    firstCalls.sendFirstCalls(home.transport, '#/', remembered);
    expect(home.calls.slice(1)).toEqual([
      'api:request listChains {"network":"fuji"}',
      'api:request listLatestBlocks {"chainId":"779672","pageSize":100}',
      'api:request listLatestTransactions {"chainId":"779672","pageSize":100}',
    ]);
    const tps = recordingTransport();
    firstCalls.sendFirstCalls(tps.transport, '#/tps?chain=43114', remembered);
    expect(tps.calls).toEqual(['settings:get', 'api:request listChains {"network":"fuji"}']);
  });

  it('asks the home lists with the page size the lists themselves ask for', () => {
    expect(firstCalls.HOME_LIST_PAGE_SIZE).toBe(maxPageSize('listLatestBlocks'));
    expect(firstCalls.HOME_LIST_PAGE_SIZE).toBe(maxPageSize('listLatestTransactions'));
  });

  it("answers the app's same call once from the early answer, whatever its request id; other calls go to the transport", async () => {
    const early = recordingTransport();
    firstCalls.sendFirstCalls(early.transport, '', storageOf({}));
    const app = recordingTransport();
    const answering = firstCalls.answeringFirstCalls(app.transport);
    const blocks = { requestId: 'r-app-1', endpointId: 'listLatestBlocks', params: { pageSize: 100, chainId: '43114' } };
    // The early call's answer (the third call it sent), and the transport untouched.
    await expect(answering.invoke('api:request', blocks)).resolves.toEqual({ ok: true, data: 3 });
    await expect(answering.invoke('settings:get', {})).resolves.toEqual({ ok: true, data: 1 });
    expect(app.calls).toEqual([]);
    // Taken once: the same call again, and a call for another chain, are asked anew.
    await answering.invoke('api:request', { ...blocks, requestId: 'r-app-2' });
    await answering.invoke('api:request', { ...blocks, params: { chainId: '779672', pageSize: 100 } });
    await answering.invoke('api:request', { ...blocks, params: { chainId: '43114', pageSize: 25 } });
    expect(app.calls).toEqual([
      'api:request listLatestBlocks {"pageSize":100,"chainId":"43114"}',
      'api:request listLatestBlocks {"chainId":"779672","pageSize":100}',
      'api:request listLatestBlocks {"chainId":"43114","pageSize":25}',
    ]);
  });

  it('once the first view has its answers, drops the calls nobody took and sends none any more', async () => {
    const early = recordingTransport();
    firstCalls.sendFirstCalls(early.transport, '', storageOf({}));
    firstCalls.endFirstCalls();
    const app = recordingTransport();
    await firstCalls.answeringFirstCalls(app.transport).invoke('settings:get', {});
    expect(app.calls).toEqual(['settings:get']);
    firstCalls.sendFirstCalls(early.transport, '', storageOf({}));
    expect(early.calls).toHaveLength(4);
  });
});
