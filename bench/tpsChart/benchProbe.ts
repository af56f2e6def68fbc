/**
 * What the bench's TPS page (main.tsx) publishes as `window.__ridgelineBench`:
 *   ready              true once the N points are loaded and drawn
 *   redrawFullRange()  moves the range's end by one overview step (alternately off and back
 *                      onto the newest point, so each call redraws the whole history) and
 *                      resolves with {renderMs, frameMs}:
 *     renderMs  from the key press to the last DOM mutation it caused (every render pass)
 *     frameMs   the same, up to the first animation frame after that (the browser is free to
 *               paint: style and layout are done)
 */
export interface BenchTiming {
  renderMs: number;
  frameMs: number;
}

export interface RidgelineBench {
  readonly ready: boolean;
  redrawFullRange(): Promise<BenchTiming>;
}

declare global {
  interface Window {
    __ridgelineBench?: RidgelineBench;
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Times one update from its start until the view is settled: a view may render in several
 * passes (effects that set state re-render after the first commit), so the end is the last DOM
 * change in the observed element, and the frame is the first animation frame after it.
 * Every range change moves the brush and rewrites the range's text, so an update always
 * mutates the DOM.
 */
export class BenchProbe {
  private pending: {
    t0: number;
    resolve: (t: BenchTiming) => void;
    reject: (e: Error) => void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;
  private lastChange = 0;
  private observer: MutationObserver | null = null;
  lastRenderMs = 0;
  lastFrameMs = 0;

  /** Watches the element whose DOM the update changes (the page's root). */
  observe(element: Element | null): void {
    this.observer?.disconnect();
    this.observer = null;
    if (!element) return;
    this.observer = new MutationObserver(() => this.changed());
    this.observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
  }

  measure(action: () => void): Promise<BenchTiming> {
    if (this.pending) return Promise.reject(new Error('a measurement is already running'));
    return new Promise<BenchTiming>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = null;
        reject(new Error(`the page did not re-render within ${TIMEOUT_MS} ms`));
      }, TIMEOUT_MS);
      const t0 = performance.now();
      this.pending = { t0, resolve, reject, timer };
      this.lastChange = 0;
      action();
      this.waitForQuiet(t0);
    });
  }

  private changed(): void {
    if (this.pending) this.lastChange = performance.now();
  }

  /** Settled = a whole frame passed with no change after at least one change. */
  private waitForQuiet(previousTick: number): void {
    requestAnimationFrame((tick) => {
      const p = this.pending;
      if (!p) return;
      if (this.lastChange === 0 || this.lastChange > previousTick) return this.waitForQuiet(tick);
      this.pending = null;
      clearTimeout(p.timer);
      this.lastRenderMs = this.lastChange - p.t0;
      this.lastFrameMs = previousTick - p.t0;
      p.resolve({ renderMs: this.lastRenderMs, frameMs: this.lastFrameMs });
    });
  }
}
