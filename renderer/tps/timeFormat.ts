/** Chart labels in UTC, as every time in the app: "Jan 5, 14:00", or "Jan 5" on a span of days. */
const dayHour = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric' });

const HOUR = 3600;
const DAY = 86400;
/** Tick steps a person reads easily: whole hours, then whole days. */
const STEPS = [1, 2, 3, 6, 12].map((h) => h * HOUR).concat([1, 2, 7, 14, 30, 61, 91, 182, 365, 730, 1826].map((d) => d * DAY));

export const formatHour = (sec: number): string => `${dayHour.format(sec * 1000)} UTC`;

/**
 * Ticks of the time axis on whole UTC hours or days, at most `maxTicks` of them, with their
 * label format: a day's date when the step is a day or more, else date and hour.
 */
export function timeTicks(from: number, to: number, maxTicks: number): { ticks: number[]; format: (sec: number) => string } {
  const span = Math.max(HOUR, to - from);
  const step = STEPS.find((s) => span / s <= maxTicks) ?? STEPS[STEPS.length - 1];
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return { ticks, format: step >= DAY ? (sec) => day.format(sec * 1000) : (sec) => dayHour.format(sec * 1000) };
}

export const formatTps = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3));
