import type { Resolution } from '../data/resolution';

/** Chart labels in UTC, as every time in the app: "Jan 5, 14:00", or "Jan 5" on a span of days. */
const dayHour = new Intl.DateTimeFormat(undefined, {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayYear = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

const HOUR = 3600;
const DAY = 86400;
/** Tick steps a person reads easily: whole hours, then whole days. */
const STEPS = [1, 2, 3, 6, 12].map((h) => h * HOUR).concat([1, 2, 7, 14, 30, 61, 91, 182, 365, 730, 1826].map((d) => d * DAY));
/** From this step on, ticks are months apart and a span can cross years: labels name the year. */
const YEAR_LABEL_STEP = 61 * DAY;

export const formatHour = (sec: number): string => `${dayHour.format(sec * 1000)} UTC`;

const month = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', year: 'numeric', month: 'long' });
/**
 * A point's time at the series' resolution: an hourly point names its hour, a daily or weekly one
 * its date (its midnight is not an hour anyone measured), a monthly one its month.
 */
export function pointTimeFormat(resolution: Resolution['label'] | undefined): (sec: number) => string {
  if (resolution === 'daily' || resolution === 'weekly') return (sec) => dayYear.format(sec * 1000);
  if (resolution === 'monthly') return (sec) => month.format(sec * 1000);
  return formatHour;
}

/**
 * Ticks of the time axis on whole UTC hours or days, at most `maxTicks` of them, with their
 * label format: date and hour for steps under a day, the date for steps of days, the date with
 * its year for steps of months or more.
 */
export function timeTicks(from: number, to: number, maxTicks: number): { ticks: number[]; format: (sec: number) => string } {
  const span = Math.max(HOUR, to - from);
  const step = STEPS.find((s) => span / s <= maxTicks) ?? STEPS[STEPS.length - 1];
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  const format = step >= YEAR_LABEL_STEP ? dayYear : step >= DAY ? day : dayHour;
  return { ticks, format: (sec) => format.format(sec * 1000) };
}

export const formatTps = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3));
