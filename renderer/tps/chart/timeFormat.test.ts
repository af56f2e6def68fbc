import { describe, expect, it } from 'vitest';
import { pointTimeFormat, timeTicks } from './timeFormat';

const DAY = 86400;
const T0 = Date.UTC(2025, 0, 1) / 1000;

describe('timeTicks', () => {
  it('puts ticks on whole UTC days for a week, no more than asked', () => {
    const { ticks } = timeTicks(T0 + 5 * 3600, T0 + 7 * DAY + 5 * 3600, 10);
    expect(ticks).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => T0 + d * DAY));
  });
  it('uses whole hours for a short span', () => {
    const { ticks } = timeTicks(T0 + 1800, T0 + 12 * 3600, 6);
    expect(ticks).toEqual([2, 4, 6, 8, 10, 12].map((h) => T0 + h * 3600));
  });
  it('stays bounded for a long span, and its labels name the year (each a different one)', () => {
    const { ticks, format } = timeTicks(T0, T0 + 11 * 365 * DAY, 8);
    expect(ticks.length).toBeLessThanOrEqual(9);
    const labels = ticks.map(format);
    expect(labels.every((l, i) => l.includes(String(new Date(ticks[i] * 1000).getUTCFullYear())))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('pointTimeFormat', () => {
  const t = T0 + 14 * 3600;
  it('names the hour of an hourly point, only the date of a daily or weekly one, the month of a monthly one', () => {
    expect(pointTimeFormat('hourly')(t)).toMatch(/14:00 UTC$/);
    for (const r of ['daily', 'weekly'] as const) {
      expect(pointTimeFormat(r)(t)).toMatch(/2025/);
      expect(pointTimeFormat(r)(t)).not.toMatch(/14|:/);
    }
    expect(pointTimeFormat('monthly')(t)).toMatch(/January 2025/);
    expect(pointTimeFormat(undefined)(t)).toMatch(/14:00 UTC$/);
  });
});
