/** Timestamps of the API are epoch seconds. */

/**
 * `Date.toLocaleString()`'s own format (numeric date and time in the user's locale and zone), made once: that method
 * builds a formatter on each call, paid by every timestamp cell of a scroll frame (bench/NOTES.md, scrolling).
 */
const localDateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** "11/21/2026, 10:27:46 PM": a time (epoch milliseconds) as `toLocaleString()` writes it. */
export const formatLocalDateTime = (epochMs: number): string => localDateTime.format(epochMs);

/** `Date.toLocaleDateString()`'s own format, made once for the same reason (a rewards list's period cells). */
const localDate = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric' });

/** "11/21/2026": a day (epoch milliseconds) as `toLocaleDateString()` writes it. */
export const formatLocalDate = (epochMs: number): string => localDate.format(epochMs);

const localTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** "10:27:46 PM": a time of day (epoch milliseconds) as `toLocaleTimeString()` writes it. */
export const formatLocalTime = (epochMs: number): string => localTime.format(epochMs);

/** "2024-03-05T14:07:09Z": ISO 8601 in UTC, whole seconds. */
export function formatIsoUtc(epochSeconds: number): string {
  if (!Number.isFinite(epochSeconds)) throw new RangeError(`timestamp must be a number of seconds, got ${epochSeconds}`);
  return new Date(Math.floor(epochSeconds) * 1000).toISOString().replace('.000Z', 'Z');
}

const UNITS: [limit: number, seconds: number, name: string][] = [
  [60, 1, 'sec'],
  [3600, 60, 'min'],
  [86400, 3600, 'hr'],
  [86400 * 30, 86400, 'day'],
  [86400 * 365, 86400 * 30, 'month'],
  [Infinity, 86400 * 365, 'year'],
];

/**
 * "3 min ago" (or "in 3 min" for a future time) relative to `nowEpochSeconds`, which the caller
 * passes so views and tests agree on one clock. Units are floored: 119 s is "1 min ago".
 */
export function formatAge(epochSeconds: number, nowEpochSeconds: number): string {
  const delta = Math.floor(nowEpochSeconds) - Math.floor(epochSeconds);
  const abs = Math.abs(delta);
  if (abs < 5) return 'just now';
  const [, size, name] = UNITS.find(([limit]) => abs < limit)!;
  const count = Math.floor(abs / size);
  const unit = count === 1 || name === 'sec' || name === 'min' || name === 'hr' ? name : `${name}s`;
  return delta > 0 ? `${count} ${unit} ago` : `in ${count} ${unit}`;
}

/** "3 d 4 h" or "5 h 12 min" until `end` from `now` (epoch seconds), "ended" once it passed: a stake's or a balance's time left. */
export function formatTimeLeft(end: number, now: number): string {
  const s = end - now;
  if (s <= 0) return 'ended';
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${Math.floor((s % 3_600) / 60)} min`;
}
