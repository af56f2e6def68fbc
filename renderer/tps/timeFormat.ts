/** Chart labels in UTC, as every time in the app: "Jan 5, 14:00", or "Jan 5" on a span of days. */
const dayHour = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric' });

export const formatHour = (sec: number): string => `${dayHour.format(sec * 1000)} UTC`;

/** Tick labels: days when the axis spans more than three days, else hours. */
export function tickFormatter(spanSec: number): (sec: number) => string {
  return spanSec > 3 * 86400 ? (sec) => day.format(sec * 1000) : (sec) => dayHour.format(sec * 1000);
}

export const formatTps = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3));
