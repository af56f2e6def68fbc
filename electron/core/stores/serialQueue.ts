/**
 * Runs async tasks one after another. A store's read-modify-write goes through one queue so two
 * concurrent updates each see the other's result instead of both starting from the same state.
 * A failed task does not stop the ones queued after it.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Settles once every task queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
