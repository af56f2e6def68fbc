/**
 * What the bench's TPS page (main.tsx) publishes as `window.__ridgelineBench`:
 *   ready              true once the N points are loaded and drawn
 *   redrawFullRange(inFrame?)  moves the range's end by one overview step (alternately off and back
 *                      onto the newest point, so each call redraws the whole history) and
 *                      resolves with {renderMs, frameMs}:
 *     renderMs  from the key press to the last DOM mutation it caused (every render pass)
 *     frameMs   the same, up to the end of the main thread's part of the first frame that draws
 *               that mutation: its animation-frame callbacks, style, layout and paint are done
 *               (what is left is the compositor's raster and swap, off the main thread). A key
 *               press lands anywhere in a frame, so this is the work, a wait for the next frame
 *               (0 to 16.7 ms at 60 Hz, uniform) and that frame's style, layout and paint.
 *   With `inFrame` the key is pressed at the start of a frame (in its animation-frame callback) and
 *   frameMs runs from that frame's start (its vsync) to the end of the main thread's part of the
 *   frame that draws the change: the redraw's own frame time, without the wait for a frame boundary
 *   that no redraw can shorten (it alone puts the p95 of a press at a random point near 16 ms).
 */
export interface BenchTiming {
  renderMs: number;
  frameMs: number;
}

export interface RidgelineBench {
  readonly ready: boolean;
  redrawFullRange(inFrame?: boolean): Promise<BenchTiming>;
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
 * change in the observed element. The frame that draws it is the first whose animation-frame
 * callback runs after it (a frame's callbacks run before its style, layout and paint, so that
 * frame paints every change made before them); a message posted from that callback runs once the
 * frame's main-thread work is done, which is the "frame" time. Settled = a whole frame passed with
 * no change after that frame began.
 *
 * Which frame draws a change is decided by when its callback runs, not by the timestamp it is
 * given: that timestamp is when the frame was begun (vsync), which may be before the change when
 * the update ran across it, and then the frame still draws the change. (Until this was noticed
 * the timestamp decided it, and such updates were counted up to a frame later than they showed.)
 * Every range change moves the brush and rewrites the range's text, so an update always mutates
 * the DOM.
 */
export class BenchProbe {
  private pending: {
    t0: number;
    resolve: (t: BenchTiming) => void;
    reject: (e: Error) => void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;
  private lastChange = 0;
  /** Where renderMs starts: the key press (in a frame-aligned measure the frame starts a little before it). */
  private renderFrom = 0;
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
    return this.start((resolve, reject) => {
      this.begin(performance.now(), resolve, reject);
      action();
      this.waitForQuiet(null);
    });
  }

  /**
   * `measure` with the action taken at the start of a frame, timed from that frame's start: the
   * frame's callbacks run before its style, layout and paint, so a change made in them (or in the
   * microtasks after them, where React renders a key press) is drawn by this same frame, and a
   * message posted now runs once that frame's main-thread work is done.
   */
  measureInFrame(action: () => void): Promise<BenchTiming> {
    return this.start((resolve, reject) =>
      requestAnimationFrame((frameStart) => {
        this.begin(frameStart, resolve, reject);
        const pressed = performance.now();
        action();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          if (!this.pending) return;
          // Changes seen by now were made before this frame's paint (a later task's would come after this message).
          const done = performance.now();
          this.renderFrom = pressed;
          this.waitForQuiet(this.lastChange === 0 ? null : { began: done, done });
        };
        channel.port2.postMessage(null);
      }),
    );
  }

  private start(run: (resolve: (t: BenchTiming) => void, reject: (e: Error) => void) => void): Promise<BenchTiming> {
    if (this.pending) return Promise.reject(new Error('a measurement is already running'));
    return new Promise<BenchTiming>(run);
  }

  private begin(t0: number, resolve: (t: BenchTiming) => void, reject: (e: Error) => void): void {
    const timer = setTimeout(() => {
      this.pending = null;
      reject(new Error(`the page did not re-render within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    this.pending = { t0, resolve, reject, timer };
    this.renderFrom = t0;
    this.lastChange = 0;
  }

  private changed(): void {
    if (this.pending) this.lastChange = performance.now();
  }

  /**
   * `drawing`: the frame that draws the changes so far (when its callback ran, and when its
   * main-thread work was done, once known), or null before the first change is drawn.
   */
  private waitForQuiet(drawing: { began: number; done: number | null } | null): void {
    requestAnimationFrame(() => {
      const p = this.pending;
      if (!p) return;
      const now = performance.now();
      if (this.lastChange === 0) return this.waitForQuiet(null);
      if (!drawing || this.lastChange > drawing.began) {
        // This frame draws every change so far; a message posted now runs after its paint.
        const frame = { began: now, done: null as number | null };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          frame.done = performance.now();
          channel.port1.close();
        };
        channel.port2.postMessage(null);
        return this.waitForQuiet(frame);
      }
      // The frame's message may still wait behind this frame (the scheduler can run frames first).
      if (drawing.done === null) return this.waitForQuiet(drawing);
      this.pending = null;
      clearTimeout(p.timer);
      this.lastRenderMs = this.lastChange - this.renderFrom;
      this.lastFrameMs = drawing.done - p.t0;
      p.resolve({ renderMs: this.lastRenderMs, frameMs: this.lastFrameMs });
    });
  }
}
