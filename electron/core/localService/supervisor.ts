import { join } from 'node:path';
import type { ServiceOptions } from '../../../service/index';
import type { LocalService, LocalServiceEvents } from './localService';

/**
 * The local service in its own thread or process (a worker thread in Node, Electron's utility
 * process in the desktop app), so its start (the simulated history is built synchronously) and
 * its requests never hold up the main process's event loop. The two sides exchange only these
 * messages; data and metrics travel over the service's HTTP ports as before.
 */

/** What crosses to the service's thread: everything but a clock, which cannot be sent. */
export type ServiceProcessOptions = Omit<ServiceOptions, 'clock'>;

/** The default local profile's service: free loopback ports, its simulated chain kept under the app's data folder, warmed up after its start. */
export function localProfileServiceOptions(appDataDir: string): ServiceProcessOptions {
  return { host: '127.0.0.1', dataDir: join(appDataDir, 'local-network'), warmUp: true };
}

export type ToServiceProcess = { type: 'start'; options: ServiceProcessOptions } | { type: 'stop' };
export type FromServiceProcess = { type: 'ready'; dataUrl: string; metricsUrl: string } | { type: 'failed'; message: string };

/** The main process's end of the service's thread or process, whatever runs it. */
export interface ServiceChannel {
  post(message: ToServiceProcess): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when it has ended, with why in plain words ("exit code 3", an uncaught error's message). */
  onExit(listener: (reason: string) => void): void;
  /** Ends it at once (when it does not stop when asked). */
  kill(): void;
}

/** How long a stop may take (closing both servers, the last operation writes) before the process is killed. */
const STOP_GRACE_MS = 10_000;

function isFromServiceProcess(m: unknown): m is FromServiceProcess {
  if (typeof m !== 'object' || m === null) return false;
  const { type, dataUrl, metricsUrl, message } = m as Record<string, unknown>;
  return (
    (type === 'ready' && typeof dataUrl === 'string' && typeof metricsUrl === 'string') ||
    (type === 'failed' && typeof message === 'string')
  );
}

/**
 * Starts the service over `channel` and resolves once both its servers listen. A start that
 * fails or a process that ends before it is ready rejects with why; one that ends later
 * without being stopped is reported through `events.onExit`. `close` asks it to stop and
 * resolves once it has ended (killing it after a grace period).
 */
export function superviseService(
  channel: ServiceChannel,
  options: ServiceProcessOptions,
  events?: LocalServiceEvents,
): Promise<LocalService> {
  return new Promise((resolve, reject) => {
    let state: 'starting' | 'running' | 'stopping' | 'ended' = 'starting';
    const ended = new Promise<void>((resolveEnded) => {
      channel.onExit((reason) => {
        const was = state;
        state = 'ended';
        resolveEnded();
        if (was === 'starting') reject(new Error(`The local service stopped before it was ready (${reason}).`));
        else if (was === 'running') events?.onExit(`The local service stopped unexpectedly (${reason}).`);
      });
    });
    channel.onMessage((m) => {
      if (!isFromServiceProcess(m) || state !== 'starting') return;
      if (m.type === 'failed') {
        state = 'stopping';
        reject(new Error(`The local service could not start: ${m.message}`));
        return;
      }
      state = 'running';
      resolve({
        dataUrl: m.dataUrl,
        metricsUrl: m.metricsUrl,
        close: async () => {
          if (state === 'ended') return;
          state = 'stopping';
          channel.post({ type: 'stop' });
          const timer = setTimeout(() => channel.kill(), STOP_GRACE_MS);
          await ended;
          clearTimeout(timer);
        },
      });
    });
    channel.post({ type: 'start', options });
  });
}
