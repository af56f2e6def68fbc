/** The embedded local service as the main process uses it (service/index.ts `startService`). */
export interface LocalService {
  dataUrl: string;
  metricsUrl: string;
  close(): Promise<void>;
}

/** What a running local service tells the main process on its own, after it started. */
export interface LocalServiceEvents {
  /** It stopped without being asked (a crash, a killed process), with why in plain words. */
  onExit(reason: string): void;
}

export type StartLocalService = (events?: LocalServiceEvents) => Promise<LocalService>;
