import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { earlyWorkerService } from '../electron/core/localService/workerThread';
import { resolveDataDir } from '../electron/core/stores/dataDir';

const ROOT = join(import.meta.dirname, '..');

/** The Electron binary's path, or undefined when its download never happened (require('electron') throws then). */
function electronBinary(): string | undefined {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** When electron's installer was last started here; it is started again a day later at the earliest. */
const TRIED = join(ROOT, 'dist', '.electron-download-tried');
const RETRY_AFTER_MS = 24 * 3600_000;

/**
 * Electron's own installer (it downloads the runtime), started in the background at low priority and left running:
 * this start serves the web host at once, and a later one finds the runtime if the download worked. At most once a
 * day, as a machine that cannot download it would fail at every start.
 */
function tryInstallElectronInBackground(): void {
  const installer = join(ROOT, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return;
  if (existsSync(TRIED) && Date.now() - statSync(TRIED).mtimeMs < RETRY_AFTER_MS) return;
  mkdirSync(dirname(TRIED), { recursive: true });
  writeFileSync(TRIED, `${new Date().toISOString()}\n`);
  const child = spawn(process.execPath, [installer], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  try {
    if (child.pid !== undefined) setPriority(child.pid, 19);
  } catch {
    // Left at normal priority where lowering it is not allowed.
  }
  child.unref();
}

async function main(): Promise<void> {
  const electron = electronBinary();
  if (!electron) {
    // The local service's thread starts first: its start is most of the wait for the first rows, and it need not wait
    // for the web host's modules to load. The web host takes it once its core is open.
    const early = earlyWorkerService(resolveDataDir());
    const { parseWebArgs, runWebHost } = await import('../electron/webhost/webCli');
    const web = parseWebArgs(process.argv.slice(2));
    tryInstallElectronInBackground();
    console.log(
      'The Electron runtime is not installed here (its download is tried in the background, at most once a day), so Ridgeline is served by the web host instead.',
    );
    await runWebHost(web, early.start);
    await early.release();
    return;
  }
  const { parseWebArgs } = await import('../electron/webhost/webCli');
  parseWebArgs(process.argv.slice(2));
  const { ensureRendererBuilt } = await import('../electron/build/ensureRenderer');
  const { buildElectron, ELECTRON_OUT } = await import('../electron/build/buildElectron');
  await ensureRendererBuilt((line) => console.log(line));
  console.log('Building the Electron main process (dist/electron)…');
  await buildElectron();
  const child = spawn(electron, [join(ELECTRON_OUT, 'main.js')], { stdio: 'inherit', cwd: ROOT });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

main().catch((e: unknown) => {
  console.error(`npm start: ${(e as Error).message}`);
  process.exit(1);
});
