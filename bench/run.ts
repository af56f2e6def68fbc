/**
 * `npm run bench`: every benchmark of issue 10 in one run. Writes bench/results.json and
 * bench/results.md (the Markdown table, also printed). Each figure is the median and p95 over
 * several runs; the large scale takes half a minute per start, so it gets fewer runs.
 * `npm run bench -- --quick` runs each once, briefly, without the large scale (a smoke test);
 * `--only service|renderer|exports|event-loop` runs one part; `--only client` only the client's figures (part of service),
 * `--only exports-parts` only the cut-export figure,
 * `--only tps-chart` only the TPS chart's figures (part of renderer), `--only dashboards` only the dashboard charts' (part of renderer).
 * `--only cold-start` only `npm start` -> first rows and the large scale's service start.
 * `--only chain-reads` only the transaction page's logs and the Read tab's call (part of renderer).
 * `--only scrolling` only the scrolling figures (part of renderer).
 * `--only navigation` only the clicks between pages, near and through the real API's distance (part of renderer);
 * `--only first-rows` only the first rows of latest blocks, their floor and the same at the real API's distance (part of renderer);
 * `--only long-day` only the long day, `--long-day-minutes=30` its goal's length (2 by default, half a minute with --quick).
 * `--endpoints=listLatestBlocks,getBlock` limits the service part to those endpoints (for profiling one read).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { discoverSampleRequests } from '../test/reliability/sampleRequests';
import type { EndpointId } from '../shared/api/endpoints';
import type { Scale } from '../service/index';
import { benchChainReadsPart } from './chainReadsBench';
import { benchClient } from './clientBench';
import { benchColdStart } from './coldStartBench';
import { benchEventLoop } from './eventLoopBench';
import { benchFirstRows } from './firstRowsBench';
import { benchDownload, benchExportParts, benchReport, DOWNLOAD_MB, PARTS_ROWS } from './exportsBench';
import { benchDashboards, benchRenderer, benchScrolling, benchTps, HEADLESS_SHELL_PATH } from './rendererBench';
import { CHROMIUM_PATH } from '../playwright.config';
import { ensureDebianBinary } from '../scripts/debianBinary';
import { benchLongDay } from './longDayBench';
import { benchNavigation } from './navigationBench';
import { markdown, Recorder, type BenchResults } from './results';
import { AS_THE_APP_STARTS_IT, benchService, startBenchService } from './serviceBench';

const quick = process.argv.includes('--quick');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const longDayMinutes = Number(process.argv.find((a) => a.startsWith('--long-day-minutes='))?.slice('--long-day-minutes='.length) ?? '2');
const endpoints = process.argv
  .find((a) => a.startsWith('--endpoints='))
  ?.slice('--endpoints='.length)
  .split(',') as EndpointId[] | undefined;
const runs = (part: 'service' | 'renderer' | 'exports' | 'exports-parts' | 'event-loop' | 'tps-chart' | 'dashboards') =>
  !only || only === part || (part === 'exports-parts' && only === 'exports');
const plan = quick
  ? {
      small: { starts: 1, runs: 1, durationSec: 1 },
      large: undefined,
      clientRuns: 1,
      clientWalkRuns: 1,
      rendererRuns: 1,
      firstRowRuns: 1,
      scrollRuns: 1,
      exportRuns: 1,
      loopRuns: { small: 1 },
      clicks: 7,
      launches: 1,
    }
  : {
      small: { starts: 3, runs: 3, durationSec: 2 },
      large: { starts: 2, runs: 2, durationSec: 2 },
      clientRuns: 5,
      // The walk's rounds are short (120 requests) and spread widely on 2 cores: its median needs more of them.
      clientWalkRuns: 15,
      rendererRuns: 3,
      // A fresh browser each: the first rows' run-to-run spread is about 100 ms on 2 cores.
      firstRowRuns: 9,
      scrollRuns: 2,
      exportRuns: 2,
      loopRuns: { small: 3, large: 2 },
      clicks: 20,
      launches: 3,
    };

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The browsers the renderer's figures are measured in (Debian's packages). */
function needs(path: string, pkg: string, envVar: string): void {
  const missing = ensureDebianBinary(path, pkg, envVar);
  if (missing) throw new Error(missing);
}

const rec = new Recorder();
const began = performance.now();
const step = (name: string) => console.log(`\n# ${name} (${((performance.now() - began) / 1000).toFixed(0)} s)`);

// The renderer first: its frame figures are absolute budgets, so they are measured before the service parts load the
// machine and take and free gigabytes; the other parts are ratios to a floor measured beside them (bench/NOTES.md,
// "The ninth quiet full run" and "The tenth").
if (runs('renderer')) {
  needs(HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  step('renderer (medium scale: 10,000 transactions to scroll)');
  const medium = await startBenchService('medium');
  try {
    await benchRenderer(rec, medium, { runs: plan.rendererRuns, firstRowRuns: plan.firstRowRuns, scrollRuns: plan.scrollRuns });
  } finally {
    await medium.stop();
  }
}

if (only === 'first-rows') {
  needs(HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
  step("first rows, near and at the real API's distance");
  const small = await startBenchService('small', AS_THE_APP_STARTS_IT);
  try {
    await benchFirstRows(rec, small.urls, plan.firstRowRuns);
  } finally {
    await small.stop();
  }
}

if (only === 'scrolling') {
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  step('scrolling (medium scale: 10,000 transactions)');
  const medium = await startBenchService('medium');
  try {
    await benchScrolling(rec, medium, plan.scrollRuns);
  } finally {
    await medium.stop();
  }
}

if (runs('renderer') || only === 'navigation') {
  needs(HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  step(`navigation: ${plan.clicks} clicks between pages, near and at the real API's distance`);
  const small = await startBenchService('small', AS_THE_APP_STARTS_IT);
  try {
    await benchNavigation(rec, small.urls, { clicks: plan.clicks, firstRowRuns: plan.firstRowRuns });
  } finally {
    await small.stop();
  }
}

if (runs('renderer') || only === 'long-day') {
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  const minutes = quick ? 0.5 : longDayMinutes;
  step(`a long day: ${minutes} min of live blocks at 10x`);
  await benchLongDay(rec, minutes);
}

if (runs('renderer') || only === 'dashboards') {
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  step('dashboard charts');
  await benchDashboards(rec, plan.rendererRuns);
}

if (!only || only === 'cold-start') {
  needs(HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
  step('cold start: npm start -> first rows, and the large scale service start');
  // The service part measures the large start itself when it runs.
  await benchColdStart(rec, { launches: plan.launches, largeStarts: plan.large && !runs('service') ? plan.large.starts : 0 });
}

if (runs('service') || only === 'client') {
  step('service, small scale');
  const small = runs('service')
    ? await benchService(rec, { scale: 'small', ...plan.small, floor: true, endpoints })
    : await startBenchService('small');
  try {
    step('client');
    await benchClient(rec, small, { walkRuns: plan.clientWalkRuns, pacedRuns: plan.clientRuns });
  } finally {
    await small.stop();
  }
}

if (runs('event-loop')) {
  for (const [scale, n] of Object.entries(plan.loopRuns) as [Scale, number][]) {
    step(`main process event loop during the local service's start, ${scale} scale`);
    await benchEventLoop(rec, { scale, runs: n });
  }
}

if (runs('renderer') || only === 'chain-reads') await benchChainReadsPart(rec, plan.rendererRuns);

if (only === 'tps-chart') {
  needs(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
  step('TPS chart');
  await benchTps(rec, plan.rendererRuns);
}

if (runs('exports')) {
  step(`exports: ${DOWNLOAD_MB} MB download`);
  const padded = await startBenchService('small', { RIDGELINE_EXPORT_FILL_MB: String(DOWNLOAD_MB) });
  try {
    const sender = (await discoverSampleRequests(padded.urls)).find((s) => s.id === 'getNativeBalance')?.params.address as string;
    await benchDownload(rec, padded, sender, plan.exportRuns);
  } finally {
    await padded.stop();
  }
}

if (runs('exports-parts')) {
  step(`exports: a ${PARTS_ROWS.toLocaleString('en-US')}-row export cut 3 times`);
  await benchExportParts(rec, plan.exportRuns);
}

if (plan.large && (runs('service') || runs('exports'))) {
  step('service, large scale');
  const large = runs('service')
    ? await benchService(rec, { scale: 'large', ...plan.large, floor: true, endpoints })
    : await startBenchService('large');
  try {
    if (runs('exports')) {
      step('exports: 100,000-row report (large scale)');
      await benchReport(rec, large, plan.exportRuns);
    }
  } finally {
    await large.stop();
  }
} else if (!plan.large) {
  rec.note('Quick run: the large scale and the 100,000-row report were skipped.');
}

if (runs('service'))
  rec.note(
    'Service: autocannon on loopback against the service in its own process (rate limit off), one endpoint at a time; ' +
      'the floor serves the same response bytes from a plain node:http server in its own process, so "floor / service" is how many times faster bare bytes are. ' +
      'autocannon records p50/p99 latency in whole milliseconds (0 means under 1 ms); ' +
      "the mean latency is connections / throughput (Little's law), exact to the microsecond.",
  );
if (plan.large && runs('service'))
  rec.note(`Large scale: ${plan.large.starts} starts and ${plan.large.runs} runs per figure (a start builds the whole history first).`);

const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const results: BenchResults = {
  commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`,
  date: new Date().toISOString().slice(0, 10),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  },
  notes: rec.notes,
  rows: rec.rows,
};
const table = markdown(results);
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(import.meta.dirname, 'results.md'), table);
console.log(`\n${table}\nWritten: bench/results.json, bench/results.md (${((performance.now() - began) / 1000).toFixed(0)} s)`);
