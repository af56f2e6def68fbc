/** The export's date bounds as epoch seconds, inclusive: a bare date covers its whole UTC day. */
export function exportWindow(
  body: { firstDate?: string; lastDate?: string; startDate?: string; endDate?: string },
  nowSec: number,
): { fromSec: number; toSec: number } {
  // startDate and endDate are the deprecated names of firstDate and lastDate (spec 9).
  const first = body.firstDate ?? body.startDate;
  const last = body.lastDate ?? body.endDate;
  return {
    fromSec: first ? toSeconds(first, 'start') : 0,
    toSec: last ? toSeconds(last, 'end') : nowSec,
  };
}

function toSeconds(date: string, edge: 'start' | 'end'): number {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const ms = Date.parse(isDay ? `${date}T00:00:00Z` : date.endsWith('Z') ? date : `${date}Z`);
  return Math.floor(ms / 1000) + (isDay && edge === 'end' ? 86_399 : 0);
}

/** 2026-01-31T12:34:56Z: a time the export's date bounds take, to the second. */
export const isoSecond = (sec: number) => new Date(sec * 1000).toISOString().replace('.000Z', 'Z');
