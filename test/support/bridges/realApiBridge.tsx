import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createQueryClient } from '../../../renderer/api/queryClient';
import { RouteView } from '../../../renderer/app/RouteView';
import type { RateTierId } from '../../../shared/api/rateBudget';
import { realApiRoutes, type AnswerOverrides } from '../../realApi/shapes/routes';
import { startStub, type StubRequest } from '../../realApi/stubServer';
import { setBridgeForTests } from '../../../renderer/bridge';
import { startCoreBridge, type CoreBridge } from './coreBridge';
import { stubLayout } from '../dom/layout';

export interface RealApiBridge extends CoreBridge {
  dataRequests: StubRequest[];
}

/**
 * The main process's core in-process, its profile pointed at two stubs on 127.0.0.1 that play the
 * real Data API's and Metrics API's answers (test/realApi/shapes, `answers` replacing some), and the
 * renderer's bridge over it: the views read real shapes through the real client and lenient reader.
 * By default the stubs stand behind the local profile (no budget); `remoteTier` makes them a remote
 * profile's origins instead, metered at that tier's compute-unit budget as the real API is.
 */
export async function startRealApiBridge(opts: { answers?: AnswerOverrides; remoteTier?: RateTierId } = {}): Promise<RealApiBridge> {
  const data = await startStub(realApiRoutes('data', opts.answers));
  const metrics = await startStub(realApiRoutes('metrics', opts.answers));
  const core = await startCoreBridge(async () => ({ dataUrl: data.url, metricsUrl: metrics.url, close: async () => {} }));
  if (opts.remoteTier) {
    const saved = await core.bridge.profiles.save({
      name: 'Public Data API',
      dataUrl: data.url,
      metricsUrl: metrics.url,
      defaultNetwork: 'mainnet',
      keyHeader: 'x-glacier-api-key',
      rateTier: opts.remoteTier,
    });
    await core.bridge.profiles.activate(saved.profiles.find((p) => p.kind === 'remote')!.id);
  }
  setBridgeForTests(core.bridge);
  return {
    bridge: core.bridge,
    dataRequests: data.requests,
    close: async () => {
      setBridgeForTests(undefined);
      await core.close();
      await data.close();
      await metrics.close();
    },
  };
}

/** Renders the page at `path` as the app's router would, with a fresh query cache. */
export function showRoute(path: string) {
  window.location.hash = `#${path}`;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouteView />
    </QueryClientProvider>,
  );
}

/**
 * A test file's stubs of the real API, started once for the file: the bridge behind them (read
 * it in the tests, after the file's setup), jsdom given a layout, and each test's page cleared.
 */
export function realApiSuite(opts: Parameters<typeof startRealApiBridge>[0] = {}): { readonly api: RealApiBridge } {
  let api: RealApiBridge | undefined;
  let restoreLayout: (() => void) | undefined;
  beforeAll(async () => {
    api = await startRealApiBridge(opts);
    restoreLayout = stubLayout();
  }, 30_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });
  afterAll(async () => {
    restoreLayout?.();
    await api?.close();
  });
  return {
    get api() {
      if (!api) throw new Error('the real-API stubs are started in beforeAll: read the bridge inside a test');
      return api;
    },
  };
}
