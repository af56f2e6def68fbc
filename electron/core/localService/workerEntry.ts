import { parentPort } from 'node:worker_threads';
import { runServiceChild } from './serviceSide';

// The entry of the service's worker thread (workerThread.ts starts it); process.exit in a worker ends only the worker.
if (!parentPort) throw new Error('workerEntry.ts runs only as a worker thread');
const port = parentPort;
runServiceChild({ onMessage: (listener) => port.on('message', listener), post: (m) => port.postMessage(m) }, (code) => process.exit(code));
