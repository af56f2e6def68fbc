/** Cancels that arrived before their work (the web host's two HTTP calls can cross). Bounded. */
const EARLY_CANCEL_LIMIT = 256;

/**
 * The bridge's cancellable works by the renderer's request id (an API request, a portfolio's value history): `run` gives
 * the work a signal that `cancel` with the same id aborts, also when the cancel arrived first.
 */
export class Cancellations {
  private readonly pending = new Map<string, AbortController>();
  private readonly early = new Set<string>();

  async run<T>(requestId: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    if (this.early.delete(requestId)) controller.abort();
    this.pending.set(requestId, controller);
    try {
      return await work(controller.signal);
    } finally {
      this.pending.delete(requestId);
    }
  }

  cancel(requestId: string): void {
    const controller = this.pending.get(requestId);
    if (controller) controller.abort();
    else {
      this.early.add(requestId);
      if (this.early.size > EARLY_CANCEL_LIMIT) this.early.delete(this.early.values().next().value as string);
    }
  }
}
