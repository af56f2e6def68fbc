import { utilityProcess, type UtilityProcess } from 'electron';
import type { StartLocalService } from './core/localService/localService';
import { localProfileServiceOptions, superviseService, type ServiceChannel } from './core/localService/supervisor';

/** A utility process as the supervisor's channel; messages wait until it has spawned. */
function utilityChannel(child: UtilityProcess): ServiceChannel {
  const spawned = new Promise<void>((resolve) => child.once('spawn', () => resolve()));
  return {
    post: (m) => void spawned.then(() => child.postMessage(m)),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(`exit code ${code}`)),
    kill: () => void child.kill(),
  };
}

/**
 * The desktop app's local service: in Electron's utility process (`entry` is the bundled
 * serviceProcess.js), so building the simulation never stalls IPC, windows or downloads.
 * Electron ends the process with the app.
 */
export function utilityService(appDataDir: string, entry: string): StartLocalService {
  return (events) => {
    const child = utilityProcess.fork(entry, [], { serviceName: 'Ridgeline local service', stdio: 'inherit' });
    return superviseService(utilityChannel(child), localProfileServiceOptions(appDataDir), events);
  };
}
