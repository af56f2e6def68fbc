import { ExportError } from './exportError';

interface Entry {
  start: () => void;
  controller: AbortController;
  reject: (err: unknown) => void;
  running: boolean;
}

/**
 * Runs at most `limit` tasks at once; the rest wait in order. Any task, waiting or running,
 * can be cancelled by id: a waiting one is dropped, a running one gets its signal aborted.
 */
export class TaskQueue {
  private readonly entries = new Map<string, Entry>();
  private running = 0;

  constructor(private readonly limit = 2) {}

  run<T>(id: string, task: (signal: AbortSignal) => Promise<T>, onStart?: () => void): Promise<T> {
    if (this.entries.has(id)) return Promise.reject(new Error(`task ${id} is already queued`));
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      const entry: Entry = {
        controller,
        reject,
        running: false,
        start: () => {
          entry.running = true;
          this.running += 1;
          onStart?.();
          task(controller.signal)
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.entries.delete(id);
              this.next();
            });
        },
      };
      this.entries.set(id, entry);
      this.next();
    });
  }

  state(id: string): 'queued' | 'running' | undefined {
    const e = this.entries.get(id);
    return e && (e.running ? 'running' : 'queued');
  }

  cancel(id: string, reason: Error = new ExportError('cancelled', 'Cancelled')): boolean {
    const e = this.entries.get(id);
    if (!e) return false;
    if (e.running) {
      e.controller.abort(reason);
    } else {
      this.entries.delete(id);
      e.reject(reason);
    }
    return true;
  }

  /** Stops everything with `reason` (the app is closing: see exportError's shutdown). */
  stopAll(reason: Error): void {
    for (const id of this.entries.keys()) this.cancel(id, reason);
  }

  private next(): void {
    for (const e of this.entries.values()) {
      if (this.running >= this.limit) return;
      if (!e.running) e.start();
    }
  }
}
