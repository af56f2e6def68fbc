/** The service's sense of time. Tests pass a ManualClock to move time by hand. */
export interface Clock {
  /** Epoch milliseconds. */
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private ms: number) {}
  nowMs(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
}

/** Epoch milliseconds as whole epoch seconds, the unit of every timestamp the API sends. */
export const secondsOf = (ms: number): number => Math.floor(ms / 1000);

export const nowSeconds = (clock: Clock): number => secondsOf(clock.nowMs());
