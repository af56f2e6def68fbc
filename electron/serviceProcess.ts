import { runServiceChild } from './core/localService/serviceSide';

// The entry of the local service's utility process (utilityProcess.ts forks the bundled dist/electron/serviceProcess.js).
const parent = process.parentPort;
runServiceChild({ onMessage: (listener) => parent.on('message', (e) => listener(e.data)), post: (m) => parent.postMessage(m) }, (code) =>
  process.exit(code),
);
