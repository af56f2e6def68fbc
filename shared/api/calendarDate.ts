/**
 * Whether a YYYY-MM-DD date (optionally followed by a time) names a real day: the pattern alone
 * lets 2026-13-45 or 0000-00-00 through, and Date.parse turns those into NaN, which would drop a
 * date filter without a word.
 */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return m[4] === undefined || !Number.isNaN(Date.parse(s.endsWith('Z') ? s : `${s}Z`));
}
