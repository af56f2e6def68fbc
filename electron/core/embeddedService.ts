import type { StartLocalService } from './localService';

/**
 * The default local profile's service, started in-process on free loopback ports. Loaded on
 * first use so a host on a remote profile never pays for the simulation.
 */
export const startEmbeddedService: StartLocalService = async () => {
  const { startService } = await import('../../service/index');
  const service = await startService();
  return { dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: () => service.close() };
};
