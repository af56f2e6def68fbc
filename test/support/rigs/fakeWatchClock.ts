import type { WatchClock } from '../../../electron/core/watchlist/watchScheduler';

/** The watchlist's timers, run only when the test moves the time. */
export class FakeWatchClock implements WatchClock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(public time = 1_000_000) {}
  now = () => this.time;
  after = (ms: number, run: () => void) => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return () => (this.timers = this.timers.filter((t) => t !== timer));
  };
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.run();
  }
}
