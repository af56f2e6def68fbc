import { join } from 'node:path';
import type { StartLocalService } from './localService';

/**
 * The default local profile's service, started in-process on free loopback ports, keeping its
 * simulated chain under the app's data folder. Loaded on first use so a host on a remote
 * profile never pays for the simulation.
 */
export function embeddedService(appDataDir: string): StartLocalService {
  return async () => {
    const { startService } = await import('../../service/index');
    const service = await startService({ host: '127.0.0.1', dataDir: join(appDataDir, 'local-network') });
    return { dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: () => service.close() };
  };
}
