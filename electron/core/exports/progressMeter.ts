/** What the renderer shows for a running transfer. */
export interface TransferProgress {
  bytes: number;
  /** null while the size is unknown (no Content-Length yet). */
  total: number | null;
  percent: number | null;
  /** Bytes per second over the last few seconds. */
  speed: number;
  /** Seconds left at the current speed; null when unknown. */
  etaSeconds: number | null;
}

/**
 * Speed over a sliding window rather than since the start, so a resumed transfer or a
 * stall shows the speed of now, not an average that hides it.
 */
export class ProgressMeter {
  private samples: { t: number; bytes: number }[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 3000,
  ) {}

  sample(bytes: number, total: number | null): TransferProgress {
    const t = this.now();
    this.samples.push({ t, bytes });
    while (this.samples.length > 2 && t - this.samples[1].t >= this.windowMs) this.samples.shift();
    const first = this.samples[0];
    const dt = (t - first.t) / 1000;
    const speed = dt > 0 ? Math.max(0, (bytes - first.bytes) / dt) : 0;
    const left = total === null ? null : Math.max(0, total - bytes);
    return {
      bytes,
      total,
      percent: total ? Math.min(100, (bytes / total) * 100) : total === 0 ? 100 : null,
      speed,
      etaSeconds: left === null ? null : left === 0 ? 0 : speed > 0 ? left / speed : null,
    };
  }
}
