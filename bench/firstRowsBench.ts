import { buildBenchRenderer, startBenchHost } from './benchApp';
import { startDelayProxy } from './delayProxy';
import { benchRemoteFirstRows } from './navigationBench';
import { addFirstRowFigures, timeFirstRowsAndFloor } from './rendererBench';
import { REMOTE_RTT_MS } from './remoteDistance';
import type { Recorder } from './results';
import type { ServiceUrls } from '../test/reliability/sampleRequests';

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
      addFirstRowFigures(rec, await timeFirstRowsAndFloor(renderer.dir, () => host.newSignInUrl(), runs));
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
