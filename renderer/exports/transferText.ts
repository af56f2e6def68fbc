import { formatCount } from '../../shared/format/count';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB" (binary multiples, one decimal from KB up). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** 75 -> "1 min 15 s"; 3725 -> "1 h 2 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

/** What a progress line says: done of total, speed, time left. `unit` is bytes (downloads) or rows (reports). */
export function progressText(
  p: { bytes: number; total: number | null; speed: number; etaSeconds: number | null },
  unit: 'bytes' | 'rows',
): string {
  const amount = (n: number) => (unit === 'bytes' ? formatBytes(n) : `${formatCount(n)} rows`);
  const parts = [p.total === null ? amount(p.bytes) : `${amount(p.bytes)} of ${amount(p.total)}`];
  if (p.speed > 0) parts.push(unit === 'bytes' ? `${formatBytes(p.speed)}/s` : `${formatCount(Math.round(p.speed))} rows/s`);
  if (p.etaSeconds !== null && p.etaSeconds > 0) parts.push(`${formatDuration(p.etaSeconds)} left`);
  return parts.join(' · ');
}
