import { useEffect, useMemo, useState } from 'react';
import type { ApiErrorInfo } from '../../shared/bridge/errors';
import { useUiStore } from '../state/uiStore';

export interface Countdown {
  /** When the next try happens (ms since the epoch). */
  until: number;
  /** Whole seconds left, 0 once it has passed. */
  seconds: number;
}

/**
 * The soonest of `times` (ms since the epoch) still ahead and the seconds left until it,
 * re-rendering on each whole second of that countdown; undefined when none is ahead.
 */
export function useCountdown(times: readonly number[]): Countdown | undefined {
  const [tick, setTick] = useState(0);
  const now = Date.now();
  let until: number | undefined;
  for (const t of times) if (t > now && (until === undefined || t < until)) until = t;
  useEffect(() => {
    if (until === undefined) return;
    // Wake when the shown number changes (a timer firing a little early just wakes again).
    const t = setTimeout(() => setTick((n) => n + 1), (until - Date.now()) % 1000 || 1000);
    return () => clearTimeout(t);
  }, [until, tick]);
  return until === undefined ? undefined : { until, seconds: Math.ceil((until - now) / 1000) };
}

/**
 * When the request that failed with `info` (a 429) is tried again: the later of the bridge's
 * 'rate-limit' event for its endpoint and the answer's Retry-After (counted from when the
 * error arrived, not from each render). Undefined for other errors or when the service gave no time.
 */
export function useRateLimitCountdown(info: ApiErrorInfo | null): Countdown | undefined {
  const fromEvent = useUiStore((s) => (info?.endpointId ? s.rateLimitedUntil[info.endpointId] : undefined));
  const fromAnswer = useMemo(() => (info?.retryAfter !== undefined ? Date.now() + info.retryAfter * 1000 : undefined), [info]);
  const times = info?.status === 429 ? [fromEvent, fromAnswer].filter((t) => t !== undefined) : [];
  const until = times.length ? Math.max(...times) : undefined;
  const ahead = useCountdown(until === undefined ? [] : [until]);
  return until === undefined ? undefined : (ahead ?? { until, seconds: 0 });
}

/** The words of a countdown to the next try. */
export function nextTryText({ until, seconds }: Countdown): string {
  return seconds > 0 ? `Next try at ${new Date(until).toLocaleTimeString()} (in ${seconds} s).` : 'You can try again now.';
}
