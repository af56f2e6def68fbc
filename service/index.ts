import type { FastifyInstance } from 'fastify';
import { findEvmChain } from './sim/catalog';
import { systemClock, type Clock } from './sim/clock';
import { SCALES, type Scale } from './sim/evm/history';
import { ApiKeys, loadKeysFile, type KeysConfigInput } from './server/apiKeys';
import { defaultServiceDataDir } from './defaultDataDir';
import { createApiServer } from './server/apiServer';
import { PageTokenCodec } from './server/pageToken';
import { DEFAULT_RATE_LIMITS, RateLimiter, type BucketConfig, type RateLimitConfig } from './server/rateLimit';
import { createWorld, type World } from './world';

export interface ServiceOptions {
  /** Interface both servers listen on; default 127.0.0.1. */
  host?: string;
  /** 0 (default) picks a free port. */
  dataPort?: number;
  metricsPort?: number;
  seed?: number;
  scale?: Scale;
  /** C-Chain live block interval (L1s are slower); default 2000; 0 = no live blocks (deterministic tests). */
  blockIntervalMs?: number;
  /** API keys of the data service (see server/apiKeys.ts), given inline... */
  keys?: KeysConfigInput;
  /** ...or as a JSON file. */
  keysFile?: string;
  /** Persistent state; default a per-user 0700 folder named for the seed (see defaultDataDir.ts). */
  dataDir?: string;
  clock?: Clock;
  /** EVM chain ids or blockchain ids whose routes answer 503. */
  unhealthyChains?: string[];
  /** Idle connections and requests not received in full by then are dropped; default 30 s. */
  requestTimeoutMs?: number;
  /** How long finished export files are kept before they are deleted; default 7 days. */
  exportFileTtlMs?: number;
  /** Token buckets (anonymous per client, keyed per key); false turns rate limiting off. */
  rateLimit?: { anonymous?: Partial<BucketConfig>; keyed?: Partial<BucketConfig> } | false;
  /**
   * Once listening, prepare in the background what a first request would otherwise wait for: the validators' BLS
   * credentials (kept in the data folder) and the JSON-RPC methods' modules. The app and the CLI turn it on; tests
   * that start many services leave it off.
   */
  warmUp?: boolean;
}

export interface RunningService {
  dataUrl: string;
  metricsUrl: string;
  world: World;
  clock: Clock;
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a non-negative integer, got ${seed}`);
  const scale = options.scale ?? 'small';
  if (!SCALES.includes(scale)) throw new Error(`scale must be one of ${SCALES.join(', ')}, got ${String(scale)}`);
  const blockIntervalMs = options.blockIntervalMs ?? 2000;
  if (!Number.isFinite(blockIntervalMs) || blockIntervalMs < 0) throw new Error(`blockIntervalMs must be >= 0, got ${blockIntervalMs}`);
  const host = options.host ?? '127.0.0.1';
  const clock = options.clock ?? systemClock;
  const keysConfig = options.keysFile ? await loadKeysFile(options.keysFile) : options.keys;
  const apiKeys = new ApiKeys(keysConfig);

  const world = await createWorld({
    seed,
    scale,
    clock,
    dataDir: options.dataDir ?? defaultServiceDataDir(seed),
    exportFileTtlMs: options.exportFileTtlMs,
    blockIntervalMs,
    unhealthyChains: options.unhealthyChains,
    warmUp: options.warmUp,
  });
  const unhealthy = unhealthyChainIds(options.unhealthyChains ?? []);
  const common = {
    clock,
    pageTokens: new PageTokenCodec(seed),
    rateLimiter: new RateLimiter(),
    rateLimits: rateLimits(options.rateLimit),
    isUnhealthyChain: (id: string) => unhealthy.has(id),
    requestTimeoutMs: options.requestTimeoutMs,
  };
  const data = createApiServer({
    ...common,
    service: 'data',
    handlers: world.dataHandlers,
    rawRoutes: world.rawRoutes,
    apiKeys,
    requestLog: world.requestLog,
  });
  const metrics = createApiServer({ ...common, service: 'metrics', handlers: world.metricsHandlers });
  try {
    const dataUrl = await listen(data, host, options.dataPort ?? 0);
    const metricsUrl = await listen(metrics, host, options.metricsPort ?? 0);
    world.start();
    let closed: Promise<void> | undefined;
    return {
      dataUrl,
      metricsUrl,
      world,
      clock,
      close: () => (closed ??= Promise.all([world.stop(), data.close(), metrics.close()]).then(() => undefined)),
    };
  } catch (e) {
    await Promise.all([data.close(), metrics.close(), world.stop()]);
    throw e;
  }
}

async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not report its port');
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${shownHost}:${address.port}`;
}

/** Both forms of each unhealthy chain (EVM chain id and blockchain id) answer 503. */
function unhealthyChainIds(ids: string[]): Set<string> {
  const out = new Set<string>();
  for (const id of ids) {
    out.add(id);
    const chain = findEvmChain(id);
    if (chain) {
      out.add(String(chain.evmChainId));
      out.add(chain.blockchainId);
    }
  }
  return out;
}

function rateLimits(overrides: ServiceOptions['rateLimit']): RateLimitConfig | false {
  if (overrides === false) return false;
  return {
    anonymous: { ...DEFAULT_RATE_LIMITS.anonymous, ...overrides?.anonymous },
    keyed: { ...DEFAULT_RATE_LIMITS.keyed, ...overrides?.keyed },
  };
}

export type { Scale };
