import type { HealthCheck } from '../../shared/api/console';
import type { HandlerMap } from '../server/handler';

export interface HealthSources {
  /** Epoch ms of the last live block of any chain, undefined before the first; blockIntervalMs 0 means none are made. */
  lastBlockAtMs(): number | undefined;
  blockIntervalMs: number;
  startedAtMs: number;
  /** The chains configured as unhealthy (their routes answer 503). */
  unhealthyChains: readonly string[];
}

type Indicator = { status: 'up' | 'down' };
const up: Indicator = { status: 'up' };
const down: Indicator = { status: 'down' };

/** A check as NestJS terminus answers it: `ok` when every indicator is up, else `error` with the down ones under `error`. */
function result(details: Record<string, Indicator>): HealthCheck {
  const entries = Object.entries(details);
  const info = Object.fromEntries(entries.filter(([, i]) => i.status === 'up'));
  const error = Object.fromEntries(entries.filter(([, i]) => i.status === 'down'));
  return { status: Object.keys(error).length ? 'error' : 'ok', info, error, details };
}

/**
 * What is true of the local service: a live check is `ok` whenever it answers at all. The data health check says
 * whether live blocks are arriving (when they are made: none for a few intervals is down) and which chains were
 * configured unhealthy; the metrics service computes its series from the same simulation, so it shares the blocks.
 */
export function healthHandlers(sources: HealthSources): HandlerMap {
  const liveBlocks = (nowMs: number): Indicator => {
    if (sources.blockIntervalMs <= 0) return up;
    const last = sources.lastBlockAtMs() ?? sources.startedAtMs;
    return nowMs - last <= Math.max(10_000, 5 * sources.blockIntervalMs) ? up : down;
  };
  const chains = Object.fromEntries(sources.unhealthyChains.map((id) => [`chain ${id}`, down]));
  return {
    dataLiveCheck: () => result({}),
    metricsLiveCheck: () => result({}),
    dataHealthCheck: ({ nowMs }) => result({ api: up, 'live blocks': liveBlocks(nowMs), ...chains }),
    metricsHealthCheck: ({ nowMs }) => result({ api: up, 'live blocks': liveBlocks(nowMs) }),
  };
}
