import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStartBundle } from '../electron/build/buildStart';
import { ensureRendererBuilt } from '../electron/build/ensureRenderer';
import { COLD_START_FIRST_ROWS, COLD_START_GROUP, LARGE_START, LARGE_START_RSS } from './coldStartRows';
import { timeFirstRow } from './firstRowProbe';
import { HEADLESS_SHELL_PATH, LAUNCH_ARGS } from './rendererBench';
import type { Recorder } from './results';
import { startBenchService } from './serviceBench';
import { repeat } from './stats';

const ROOT = join(import.meta.dirname, '..');
const PRINTED = /Ridgeline is running at (http:\/\/\S+)/;
const STOP_GRACE_MS = 15_000;
const MB = 1024 * 1024;

interface Launch {
  /** Epoch ms: spawned, the web host's URL printed, the first row painted. */
  spawned: number;
  listening: number;
  painted: number;
}

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start -- --no-open` with its data folder at `dataDir`, in a process group of its own (npm, tsx, the web host and
 * its service thread) so the whole launch is stopped together; `url` is the sign-in URL it prints once it listens.
 */
function npmStart(dataDir: string): { url: Promise<string>; stop(): Promise<void> } {
  const child = spawn('npm', ['start', '--', '--no-open'], {
    cwd: ROOT,
    env: { ...process.env, RIDGELINE_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const printed = PRINTED.exec(output);
      if (printed) resolve(printed[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before listening:\n${output}`)));
  });
  url.catch(() => undefined);
  return {
    url,
    stop: async () => {
      const pid = child.pid;
      if (pid === undefined || !groupAlive(pid)) return;
      process.kill(-pid, 'SIGTERM');
      const until = Date.now() + STOP_GRACE_MS;
      while (groupAlive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    },
  };
}

/** One `npm start` timed from its spawn to the first rows painted in a fresh headless shell pointed at its URL. */
async function timeLaunch(dataDir: string): Promise<Launch> {
  const spawned = Date.now();
  const app = npmStart(dataDir);
  try {
    const url = await app.url;
    const listening = Date.now();
    // The desktop app opens its window once the core is up; here a fresh browser is launched at the printed URL.
    const { painted } = await timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, url);
    return { spawned, listening, painted };
  } finally {
    await app.stop();
  }
}

/**
 * Cold start (issue 40). Electron's runtime cannot be downloaded on the bench's machine, where `npm start` serves the
 * app with the web host instead (scripts/start.ts): the bench times that, from spawning `npm start` (the renderer
 * already built) to the first rows of latest blocks painted in a fresh headless shell opened at the URL it prints.
 * Each run launches twice on one data folder: the first launch makes it (settings, vault, the local service's folder),
 * the second finds it. Then the large scale's service start, unless the service part measured it in this run.
 */
export async function benchColdStart(rec: Recorder, opts: { launches: number; largeStarts: number }): Promise<void> {
  await ensureRendererBuilt((line) => console.log(line));
  // Built as a later `npm start` finds it, as the renderer is: the timed launches do not build.
  await buildStartBundle();
  const runs = await repeat(opts.launches, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-cold-'));
    try {
      return { first: await timeLaunch(dataDir), later: await timeLaunch(dataDir) };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  const add = (name: string, values: number[], unit = 'ms') => rec.add(COLD_START_GROUP, name, unit, values, 'lower');
  for (const [launch, when] of [
    ['first', 'first launch (new data folder)'],
    ['later', 'later launch (its data folder)'],
  ] as const) {
    add(
      `npm start -> web host listening, ${when}`,
      runs.map((r) => r[launch].listening - r[launch].spawned),
    );
    add(
      `${COLD_START_FIRST_ROWS}, ${when}`,
      runs.map((r) => r[launch].painted - r[launch].spawned),
    );
  }
  rec.note(
    'Cold start: Electron cannot be downloaded here, so `npm start` runs the web host (scripts/start.ts); timed from spawning ' +
      '`npm start -- --no-open` (renderer already built) to the first rows of latest blocks painted in a fresh headless shell ' +
      'opened at the URL it prints, the browser launch included as the desktop window would be.',
  );
  if (opts.largeStarts === 0) return;
  const starts = await repeat(opts.largeStarts, async () => {
    const service = await startBenchService('large');
    await service.stop();
    return { ms: service.startMs, rss: service.startRss / MB };
  });
  add(
    LARGE_START,
    starts.map((s) => s.ms),
  );
  add(
    LARGE_START_RSS,
    starts.map((s) => s.rss),
    'MB',
  );
}
