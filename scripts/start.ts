import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildElectron, ELECTRON_OUT } from '../electron/build/buildElectron';
import { ensureRendererBuilt } from '../electron/build/ensureRenderer';
import { parseWebArgs, runWebHost } from '../electron/webhost/webCli';

const ROOT = join(import.meta.dirname, '..');
const INSTALL_TIMEOUT_MS = 20_000;

/** The Electron binary's path, or undefined when its download never happened (require('electron') throws then). */
function electronBinary(): string | undefined {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One quiet try of electron's own installer (it downloads the runtime), bounded so an offline
 * machine is not kept waiting; the outcome is told in one line either way.
 */
function tryInstallElectron(): string | undefined {
  const installer = join(ROOT, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return undefined;
  spawnSync(process.execPath, [installer], { stdio: 'ignore', timeout: INSTALL_TIMEOUT_MS });
  return electronBinary();
}

async function main(): Promise<void> {
  const web = parseWebArgs(process.argv.slice(2));
  const electron = electronBinary() ?? tryInstallElectron();
  if (!electron) {
    console.log('The Electron runtime could not be downloaded here, so Ridgeline is served by the web host instead.');
    await runWebHost(web);
    return;
  }
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
