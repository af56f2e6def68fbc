import { parseArgs } from 'node:util';
import { SCALES, type Scale } from './sim/evm/history';
import { startService, type ServiceOptions } from './index';

const USAGE = `Usage: npm run service -- [options]
  --data-port N        port of the Data API (default 0: any free port)
  --metrics-port N     port of the Metrics API (default 0: any free port)
  --seed N             simulation seed (default 1): one seed, one network
  --scale S            small | medium | large (default small)
  --block-interval MS  C-Chain block interval in ms (default 2000; 0 = no live blocks)
  --keys FILE          API keys file (JSON: {"requireKey": bool, "keys": [{"key", "status": "valid"|"forbidden"}]})
  --data-dir DIR       where persistent state lives (default: a per-user folder, mode 0700, in ~/.cache/ridgeline/service)
  --help               this text`;

/** Reads the command line into ServiceOptions; throws an Error naming the bad flag. */
export function parseServiceArgs(argv: string[]): ServiceOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'data-port': { type: 'string' },
        'metrics-port': { type: 'string' },
        seed: { type: 'string' },
        scale: { type: 'string' },
        'block-interval': { type: 'string' },
        keys: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (e) {
    throw new Error((e as Error).message);
  }
  if (values.help) return 'help';
  const int = (flag: string, value: string | undefined, min: number, max: number): number | undefined => {
    if (value === undefined) return undefined;
    const n = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
      throw new Error(`--${flag} must be an integer from ${min} to ${max}, got '${value}'`);
    return n;
  };
  const scale = values.scale;
  if (scale !== undefined && !SCALES.includes(scale as Scale))
    throw new Error(`--scale must be one of ${SCALES.join(', ')}, got '${scale}'`);
  return {
    dataPort: int('data-port', values['data-port'], 0, 65535),
    metricsPort: int('metrics-port', values['metrics-port'], 0, 65535),
    seed: int('seed', values.seed, 0, 2 ** 32 - 1),
    scale: scale as Scale | undefined,
    blockIntervalMs: int('block-interval', values['block-interval'], 0, 3_600_000),
    keysFile: values.keys,
    dataDir: values['data-dir'],
  };
}

async function main(): Promise<void> {
  let options: ServiceOptions | 'help';
  try {
    options = parseServiceArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`ridgeline service: ${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const service = await startService({ ...options, warmUp: true }).catch((e: Error) => {
    console.error(`ridgeline service: ${e.message}`);
    process.exit(1);
  });
  const stats = service.world.evm.stats();
  console.log(`Data API:    ${service.dataUrl}`);
  console.log(`Metrics API: ${service.metricsUrl}`);
  console.log(
    `seed ${options.seed ?? 1}, scale ${options.scale ?? 'small'}: ${stats.chains} EVM chains, ${stats.blocks} blocks ` +
      `(${stats.cChainBlocks} on the mainnet C-Chain), ${stats.transactions} transactions; ready in ${Math.round(performance.now() - started)} ms. Ctrl-C stops.`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    service.close().then(
      () => process.exit(0),
      (e: Error) => {
        console.error(`ridgeline service: ${e.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
