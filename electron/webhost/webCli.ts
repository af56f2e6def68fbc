import { ensureRendererBuilt } from '../build/ensureRenderer';
import { resolveDataDir } from '../core/stores/dataDir';
import { startWebHost, type WebHostOptions } from './startWebHost';

export interface WebCliOptions {
  port: number;
  open: boolean;
  profile?: string;
}

export const WEB_USAGE = 'Usage: npm run web -- [--port N] [--no-open] [--profile <name or id>]';

/** Parses `npm run web` arguments; a bad one throws an Error naming the option. */
export function parseWebArgs(argv: string[]): WebCliOptions {
  const out: WebCliOptions = { port: 0, open: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value. ${WEB_USAGE}`);
      return v;
    };
    if (flag === '--port') {
      const v = value();
      const port = /^\d{1,5}$/.test(v) ? Number(v) : Number.NaN;
      if (!(port >= 0 && port <= 65535)) throw new Error(`--port must be a port number from 0 to 65535, got "${v}".`);
      out.port = port;
    } else if (flag === '--no-open' && inline === undefined) out.open = false;
    else if (flag === '--profile') out.profile = value();
    else throw new Error(`Unknown option "${argv[i]}". ${WEB_USAGE}`);
  }
  return out;
}

/**
 * Serves the app with the web host until Ctrl-C: what `npm run web` and the fallback of `npm start` do (`npm start`
 * passes the local service it started first).
 */
export async function runWebHost(options: WebCliOptions, startLocalService?: WebHostOptions['startLocalService']): Promise<void> {
  await ensureRendererBuilt((line) => console.log(line));
  const dataDir = resolveDataDir();
  const host = await startWebHost({
    port: options.port,
    dataDir,
    profileId: options.profile,
    startLocalService,
    ...(options.open ? {} : { open: false as const }),
  });
  for (const warning of host.core.warnings) console.warn(`Warning: ${warning}`);
  console.log(`Ridgeline is running at ${host.url}`);
  console.log('(the link signs in one browser once; restart to sign in again)');
  console.log(`(data folder: ${dataDir}; press Ctrl-C to stop)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void host.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
