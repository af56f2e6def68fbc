import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startWebHost, type WebHost } from '../electron/webhost/startWebHost';
import type { ServiceUrls } from '../test/reliability/sampleRequests';

const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** The renderer as the app ships it, built into a temp folder of its own; `remove` deletes the folder. */
export async function buildBenchRenderer(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-renderer-'));
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: dir } });
  } catch (e) {
    await removeDir(dir);
    throw e;
  }
  return { dir, remove: () => removeDir(dir) };
}

/** Writes what a data folder holds before the app first opens it (stores a previous session left). */
export type SeedDataDir = (dataDir: string) => Promise<unknown>;

/**
 * The web host serving the renderer in `rendererDir` against the service at `urls` (which it neither starts nor
 * stops), on a fresh data folder (filled by `seed` first) that `close` deletes after the host stops.
 */
export async function startBenchHost(rendererDir: string, urls: ServiceUrls, seed?: SeedDataDir): Promise<WebHost> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-app-'));
  try {
    await seed?.(dataDir);
    const host = await startWebHost({
      port: 0,
      dataDir,
      open: false,
      rendererDir,
      log: () => {},
      startLocalService: async () => ({ ...urls, close: async () => {} }),
    });
    return {
      ...host,
      close: async () => {
        await host.close();
        await removeDir(dataDir);
      },
    };
  } catch (e) {
    await removeDir(dataDir);
    throw e;
  }
}

/** The app as a bench part opens it: the renderer built and the web host serving it against `urls`; `close` removes both. */
export async function startBenchApp(
  urls: ServiceUrls,
  seed?: SeedDataDir,
): Promise<{ host: WebHost; rendererDir: string; close(): Promise<void> }> {
  const renderer = await buildBenchRenderer();
  try {
    const host = await startBenchHost(renderer.dir, urls, seed);
    return {
      host,
      rendererDir: renderer.dir,
      close: async () => {
        await host.close();
        await renderer.remove();
      },
    };
  } catch (e) {
    await renderer.remove();
    throw e;
  }
}
