import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '../api/queryClient';
import { RouteView } from '../app/RouteView';
import type { EndpointId } from '../../shared/api';
import { realApiRoutes } from '../../e2e/realApi/shapes/routes';
import { startStub, type StubRequest } from '../../e2e/realApi/stubServer';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from './coreBridge';

export interface RealApiBridge extends CoreBridge {
  dataRequests: StubRequest[];
}

/**
 * The main process's core in-process, its profile pointed at two stubs on 127.0.0.1 that play the
 * real Data API's and Metrics API's answers (e2e/realApi/shapes, `answers` replacing some), and the
 * renderer's bridge over it: the views read real shapes through the real client and lenient reader.
 */
export async function startRealApiBridge(answers: Partial<Record<EndpointId, unknown>> = {}): Promise<RealApiBridge> {
  const data = await startStub(realApiRoutes('data', answers));
  const metrics = await startStub(realApiRoutes('metrics', answers));
  const core = await startCoreBridge(async () => ({ dataUrl: data.url, metricsUrl: metrics.url, close: async () => {} }));
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
