import { Worker } from 'node:worker_threads';
import type { LocalService, LocalServiceEvents, StartLocalService } from './localService';
import { localProfileServiceOptions, superviseService, type ServiceChannel, type ServiceProcessOptions } from './supervisor';

const WORKER_ENTRY = new URL('./workerEntry.ts', import.meta.url).href;
// A worker thread does not inherit the TypeScript loader of its parent (tsx, vitest, Playwright): it loads tsx itself.
const TSX_API = import.meta.resolve('tsx/esm/api');

/** A worker thread as the supervisor's channel; an uncaught error's message is the reason it ended. */
export function workerChannel(worker: Worker): ServiceChannel {
  let error: Error | undefined;
  worker.on('error', (e) => (error = e));
  return {
    post: (m) => worker.postMessage(m),
    onMessage: (listener) => worker.on('message', listener),
    onExit: (listener) => worker.once('exit', (code) => listener(error ? `error: ${error.message}` : `exit code ${code}`)),
    kill: () => void worker.terminate(),
  };
}

/** A worker thread running the TypeScript module at `entry` (a file URL). */
export function typeScriptWorker(entry: string): Worker {
  return new Worker(`import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`, {
    eval: true,
  });
}

/** Defined only in the start bundle (electron/build/buildStart.ts): the URL of its plain-JS service worker. */
declare const RIDGELINE_SERVICE_WORKER: string;

/** The service's worker thread: the start bundle's own when this code runs from it, else its TypeScript entry. */
function serviceWorkerThread(): Worker {
  return typeof RIDGELINE_SERVICE_WORKER === 'string' ? new Worker(new URL(RIDGELINE_SERVICE_WORKER)) : typeScriptWorker(WORKER_ENTRY);
}

/** The local service in a worker thread of this process (the web host's, the tests'). */
export function startServiceWorker(options: ServiceProcessOptions, events?: LocalServiceEvents): Promise<LocalService> {
  return superviseService(workerChannel(serviceWorkerThread()), options, events);
}

/**
 * The default local profile's service for the web host, in a worker thread. Started on first
 * use, so a host on a remote profile never pays for the simulation.
 */
export function workerService(appDataDir: string): StartLocalService {
  return (events) => startServiceWorker(localProfileServiceOptions(appDataDir), events);
}

/** The local profile's service started before anything asks for it, and the function that hands it over. */
export interface EarlyService {
  /** Gives the early service to its first caller (whose events then hear its exit); later calls start new ones. */
  start: StartLocalService;
  /** Stops the early service if nobody took it (the launch's profile is a remote one). */
  release(): Promise<void>;
}

/**
 * Starts the local profile's service in a worker thread now, so `npm start` can begin it before it loads the web
 * host's modules. One that stops before it is taken is dropped, and the taker starts a new one.
 */
export function earlyWorkerService(appDataDir: string, startWorker = startServiceWorker): EarlyService {
  const options = localProfileServiceOptions(appDataDir);
  let events: LocalServiceEvents | undefined;
  let early: Promise<LocalService> | undefined = startWorker(options, {
    onExit: (reason) => (events ? events.onExit(reason) : (early = undefined)),
  });
  early.catch(() => undefined); // a failed start is the taker's to see
  return {
    start: (e) => {
      if (!early) return startWorker(options, e);
      const taken = early;
      early = undefined;
      events = e;
      return taken;
    },
    release: async () => {
      const left = early;
      early = undefined;
      await left?.then(
        (s) => s.close(),
        () => undefined,
      );
    },
  };
}
