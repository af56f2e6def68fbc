import type { EndpointId, EndpointParams, EndpointResponse } from '../../../shared/api/endpoints';
import type { AlertDays, WatchItem } from '../../../shared/bridge/watchlistChannels';
import { formatTimeLeft } from '../../../shared/format/time';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';

/** What the watchlist needs of the API client (the real one paces every request within the profile's budget). */
export interface WatchClient {
  request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): Promise<EndpointResponse<Id>>;
}

/** What one check is given: the client, the time (epoch ms), the item's name for alert titles, and the user's "within N days". */
export interface CheckContext {
  client: WatchClient;
  at: number;
  name: string;
  alertDays: AlertDays;
}

export interface CheckResult {
  patch: Partial<WatchItem>;
  alerts: NewAlert[];
}

/** The newest transactions looked at per check; a longer absence catches up on these. */
export const ACTIVITY_PAGE = 25;

const DAY = 86_400;

/** "in 3 d 4 h": how long until `end` (epoch seconds) from `now`, for an alert's title. */
export const timeLeft = (end: number, now: number): string => `in ${formatTimeLeft(end, now)}`;

/** Whether `end` (epoch seconds) is still ahead of `now` and within `days` of it. */
export const endsWithin = (end: number | undefined, now: number, days: number): end is number =>
  end !== undefined && end > now && end - now <= days * DAY;

/** A whole number from the API as a digit string (a float or a negative reads as absent). */
export function wholeDigits(v: string | number | undefined): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? BigInt(Math.trunc(v)).toString() : undefined;
  return v !== undefined && /^\d{1,80}$/.test(v) ? v : undefined;
}
