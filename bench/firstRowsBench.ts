import { buildBenchRenderer, startBenchHost } from './benchApp';
import { startDelayProxy } from './delayProxy';
import { timeFirstRow } from './firstRowProbe';
import { benchRemoteFirstRows } from './navigationBench';
import { addFigure, addFloorFigures, HEADLESS_SHELL_PATH, LAUNCH_ARGS, startAppsFloor } from './rendererBench';
import { REMOTE_RTT_MS } from './remoteDistance';
import type { Recorder } from './results';
import type { ServiceUrls } from '../test/reliability/sampleRequests';
import { repeat } from './stats';

/**
 * `--only=first-rows`: the first rows of latest blocks alone, in the headless shell as the renderer part times them,
 * with their static floor (the two timed in turn) and again at the real API's distance (bench/delayProxy.ts), without
 * the scrolling and chart figures around them in the renderer part.
 */
export async function benchFirstRows(rec: Recorder, urls: ServiceUrls, runs: number): Promise<void> {
  const renderer = await buildBenchRenderer();
  const data = await startDelayProxy(urls.dataUrl, REMOTE_RTT_MS);
  const metrics = await startDelayProxy(urls.metricsUrl, REMOTE_RTT_MS);
  try {
    const host = await startBenchHost(renderer.dir, urls);
    try {
      const floor = await startAppsFloor(renderer.dir, () => host.newSignInUrl());
      try {
        // The app's loads and its floor's in turn: the service's warm-up after its start (and whatever else shares the
        // cores) then weighs on both alike, not on the app's loads alone (bench/NOTES.md "First rows over the static
        // floor, second pass").
        const loads = await repeat(runs, async () => ({
          app: await timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, host.newSignInUrl()),
          floor: await timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, floor.url),
        }));
        addFigure(rec, 'open the app -> first rows of latest blocks', 'ms', loads, (l) => l.app.shown - l.app.opened);
        addFigure(rec, 'open the app -> first rows of latest blocks painted', 'ms', loads, (l) => l.app.painted - l.app.opened);
        addFloorFigures(
          rec,
          loads.map((l) => l.floor),
        );
      } finally {
        await floor.close();
      }
    } finally {
      await host.close();
    }
    await benchRemoteFirstRows(rec, renderer.dir, { dataUrl: data.url, metricsUrl: metrics.url }, runs);
  } finally {
    await data.close();
    await metrics.close();
    await renderer.remove();
  }
}
