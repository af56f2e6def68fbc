/**
 * The measurement hook of `npm run bench` for the TPS chart. The page, opened as
 * `#/tps?bench=N`, loads N synthetic points and publishes `window.__ridgelineBench`:
 *   ready          true once the N points are loaded and drawn
 *   points         full points held; drawnPoints: rows handed to recharts
 *   lastRenderMs   the last measured update, from the change to React's commit of the page
 *                  (render + DOM mutation)
 *   lastFrameMs    the same, up to the next animation frame after that commit (adds style,
 *                  layout and the start of paint)
 *   appendPoint()  adds one live point and resolves with {renderMs, frameMs}
 *   moveBrush(from, to)  selects the fraction [from, to] of the history, same answer
 */
export interface BenchTiming {
  renderMs: number;
  frameMs: number;
}

export interface RidgelineBench {
  ready: boolean;
  points: number;
  drawnPoints: number;
  lastRenderMs: number;
  lastFrameMs: number;
  appendPoint(): Promise<BenchTiming>;
  moveBrush(fromFraction: number, toFraction: number): Promise<BenchTiming>;
}

declare global {
  interface Window {
    __ridgelineBench?: RidgelineBench;
  }
}

const TIMEOUT_MS = 10_000;

/** Times one update from its start to the page's next commit and the frame after it. */
export class BenchProbe {
  private pending: { t0: number; resolve: (t: BenchTiming) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> } | null = null;
  lastRenderMs = 0;
  lastFrameMs = 0;

  measure(action: () => void): Promise<BenchTiming> {
    if (this.pending) return Promise.reject(new Error('a measurement is already running'));
    return new Promise<BenchTiming>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = null;
        reject(new Error(`the page did not re-render within ${TIMEOUT_MS} ms`));
      }, TIMEOUT_MS);
      this.pending = { t0: performance.now(), resolve, reject, timer };
      action();
    });
  }

  /** Called from the page's layout effect: the DOM now shows the update. */
  committed(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    const renderMs = performance.now() - p.t0;
    requestAnimationFrame(() => {
      const frameMs = performance.now() - p.t0;
      this.lastRenderMs = renderMs;
      this.lastFrameMs = frameMs;
      p.resolve({ renderMs, frameMs });
    });
  }
}
