/**
 * A tax period in the user's time zone, as the UTC instants an export asks for: a calendar year
 * runs from its first midnight to the last second before the next year's, where the user lives.
 */

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. Europe/Berlin, UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at the instant `utcMs`. */
function offsetMs(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(utcMs / 1000) * 1000;
}

/** Epoch ms of midnight starting the day `day` (YYYY-MM-DD) in the zone. */
export function zonedMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  let utc = wall - offsetMs(timeZone, wall);
  // Near a daylight-saving change the first guess sits on the other side of it.
  const again = wall - offsetMs(timeZone, utc);
  if (again !== utc) utc = again;
  return utc;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const isoSecond = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export interface TaxPeriod {
  /** First and last second of the period, inclusive, as 2026-01-01T00:00:00Z. */
  from: string;
  to: string;
}

/** The days firstDay..lastDay (inclusive) in the zone, as UTC seconds. */
export function periodOfDays(firstDay: string, lastDay: string, timeZone: string): TaxPeriod {
  return { from: isoSecond(zonedMidnight(firstDay, timeZone)), to: isoSecond(zonedMidnight(nextDay(lastDay), timeZone) - 1000) };
}

export const periodOfYear = (year: number, timeZone: string): TaxPeriod => periodOfDays(`${year}-01-01`, `${year}-12-31`, timeZone);
