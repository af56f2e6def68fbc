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

export const nowSeconds = (clock: Clock): number => Math.floor(clock.nowMs() / 1000);
