import type { RunningService } from '../../../service/index';
import type { FromServiceProcess, ToServiceProcess } from './supervisor';

/** The service thread's end of the channel: a worker's parentPort or a utility process's. */
export interface ParentChannel {
  onMessage(listener: (message: ToServiceProcess) => void): void;
  post(message: FromServiceProcess): void;
}

/**
 * What runs inside the service's thread or process: starts the service when asked, says
 * where it listens (or why it could not start, then ends), and on stop closes it and ends.
 * The service is loaded here, not at the top, so only this thread pays for it.
 */
export function runServiceChild(parent: ParentChannel, exit: (code: number) => void): void {
  let running: Promise<RunningService | undefined> | undefined;
  parent.onMessage((m) => {
    if (m.type === 'start' && !running) {
      running = import('../../../service/index')
        .then(({ startService }) => startService(m.options))
        .then(
          (service) => {
            parent.post({ type: 'ready', dataUrl: service.dataUrl, metricsUrl: service.metricsUrl });
            return service;
          },
          (e: unknown) => {
            parent.post({ type: 'failed', message: (e as Error).message });
            exit(1);
            return undefined;
          },
        );
    } else if (m.type === 'stop') {
      void (running ?? Promise.resolve(undefined)).then((service) => service?.close()).finally(() => exit(0));
    }
  });
}
