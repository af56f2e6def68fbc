/**
 * The real Data API's per-minute budgets in compute units, by subscription (its published rate
 * limits). A request spends its endpoint's `computeUnits` (the endpoint table). A local profile
 * has no budget: the local service is not metered in compute units.
 */
export const RATE_TIERS = [
  { id: 'unauthenticated', label: 'No key (6,000 CU/min)', cuPerMinute: 6_000 },
  { id: 'free', label: 'Free (8,000 CU/min)', cuPerMinute: 8_000 },
  { id: 'base', label: 'Base (10,000 CU/min)', cuPerMinute: 10_000 },
  { id: 'growth', label: 'Growth (14,000 CU/min)', cuPerMinute: 14_000 },
  { id: 'pro', label: 'Pro (20,000 CU/min)', cuPerMinute: 20_000 },
] as const;
export type RateTierId = (typeof RATE_TIERS)[number]['id'];
/** A remote profile that names no tier is paced as the smallest one: the budget of a caller without a key. */
export const DEFAULT_RATE_TIER: RateTierId = 'unauthenticated';

export function cuPerMinuteOf(tier: RateTierId | undefined): number {
  return RATE_TIERS.find((t) => t.id === (tier ?? DEFAULT_RATE_TIER))!.cuPerMinute;
}

/**
 * How the client spends a budget: a burst of a tenth of the minute at once, then the rest spread
 * evenly, so that no 60-second window ever holds more than the budget (burst + refill = limit).
 */
export function pacing(cuPerMinute: number): { burst: number; perSecond: number } {
  const burst = cuPerMinute / 10;
  return { burst, perSecond: (cuPerMinute - burst) / 60 };
}

export interface JobEstimate {
  cuPerRequest: number;
  cuPerMinute: number;
  /** Known when the job's number of requests is (a report with a row limit); a walk to the end of a list is not. */
  requests?: number;
  computeUnits?: number;
  /** How long the client's pacing takes to spend it, from a full burst. */
  seconds?: number;
  /** Requests of this weight the budget allows per minute. */
  requestsPerMinute: number;
  /** More than a minute of budget, or a length not known ahead: the app asks before starting. */
  needsConfirmation: boolean;
}

/** What a job of `requests` requests of `cuPerRequest` each costs against a budget, and how long it takes. */
export function estimateJob(requests: number | undefined, cuPerRequest: number, cuPerMinute: number): JobEstimate {
  const requestsPerMinute = Math.floor(cuPerMinute / Math.max(1, cuPerRequest));
  if (requests === undefined) return { cuPerRequest, cuPerMinute, requestsPerMinute, needsConfirmation: cuPerRequest > 0 };
  const computeUnits = requests * cuPerRequest;
  const { burst, perSecond } = pacing(cuPerMinute);
  const seconds = Math.max(0, (computeUnits - burst) / perSecond);
  return { cuPerRequest, cuPerMinute, requests, computeUnits, seconds, requestsPerMinute, needsConfirmation: computeUnits > cuPerMinute };
}

/** One sentence for the UI: the cost and the time, or the cost per page when the length is not known. */
export function describeEstimate(e: JobEstimate): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const rate = `${n(e.cuPerMinute)} CU/min`;
  if (e.computeUnits === undefined || e.seconds === undefined) {
    return `Each page costs ${n(e.cuPerRequest)} CU: about ${n(e.requestsPerMinute)} pages a minute at ${rate}; the number of pages is not known ahead.`;
  }
  const time = e.seconds < 60 ? `${Math.ceil(e.seconds)} s` : `${Math.ceil(e.seconds / 60)} min`;
  return `Estimated cost: ${n(e.computeUnits)} CU for ${n(e.requests ?? 0)} pages, about ${time} at ${rate}.`;
}
