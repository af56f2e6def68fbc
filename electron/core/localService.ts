/** The embedded local service as the main process uses it (service/index.ts `startService`). */
export interface LocalService {
  dataUrl: string;
  metricsUrl: string;
  close(): Promise<void>;
}
export type StartLocalService = () => Promise<LocalService>;
