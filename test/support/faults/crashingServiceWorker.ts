import { parentPort } from 'node:worker_threads';
// The real service worker, plus one message it never gets in the app: {type: 'crash'} throws an uncaught error in the thread.
import '../../../electron/core/localService/workerEntry';

parentPort?.on('message', (m: { type: string }) => {
  if (m.type === 'crash') {
    setImmediate(() => {
      throw new Error('simulated crash');
    });
  }
});
