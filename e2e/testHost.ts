import { startWebHost, type WebHost, type WebHostOptions } from '../electron/webhost/startWebHost';

/** The web host as the specs run it: a free port on 127.0.0.1, the renderer build the e2e setup made, no browser of its own. */
export function startTestHost(options: Pick<WebHostOptions, 'dataDir' | 'log' | 'startLocalService' | 'clientOptions'>): Promise<WebHost> {
  return startWebHost({ port: 0, open: false, rendererDir: process.env.RIDGELINE_E2E_RENDERER_DIR, ...options });
}

/** The host's local profile reads a service the test started (or a proxy in front of it); the test closes it, not the host. */
export const servedAt =
  (urls: { dataUrl: string; metricsUrl: string }): WebHostOptions['startLocalService'] =>
  async () => ({ dataUrl: urls.dataUrl, metricsUrl: urls.metricsUrl, close: async () => {} });
