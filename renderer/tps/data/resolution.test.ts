import { describe, expect, it } from 'vitest';
import { countOf, resolutionOf } from './resolution';

const HOUR = 3600;
const DAY = 24 * HOUR;
const T0 = 1_735_689_600; // 2025-01-01T00:00:00Z
const every = (step: number, n: number) => Array.from({ length: n }, (_, i) => ({ timestamp: T0 + i * step }));
/** Month starts from 2025-01-01 on: gaps of 28, 30 and 31 days. */
const months = (n: number) => Array.from({ length: n }, (_, i) => ({ timestamp: Date.UTC(2025, i, 1) / 1000 }));

describe('resolutionOf', () => {
  it('reads hourly, daily, weekly and monthly from the gaps between timestamps', () => {
    expect(resolutionOf(every(HOUR, 5))?.label).toBe('hourly');
    expect(resolutionOf(every(DAY, 5))?.label).toBe('daily');
    expect(resolutionOf(every(7 * DAY, 5))?.label).toBe('weekly');
    expect(resolutionOf(months(5))?.label).toBe('monthly');
  });

  it('takes the median gap, so a hole or the open newest point does not change it; order does not matter', () => {
    const daily = every(DAY, 8).filter((_, i) => i !== 3);
    daily.push({ timestamp: daily[daily.length - 1].timestamp + 5 * HOUR });
    expect(resolutionOf(daily)?.label).toBe('daily');
    expect(resolutionOf(every(HOUR, 6).reverse())?.label).toBe('hourly');
  });

  it('has no resolution with fewer than two distinct timestamps or gaps beyond a month', () => {
    expect(resolutionOf([])).toBeNull();
    expect(resolutionOf([{ timestamp: T0 }, { timestamp: T0 }])).toBeNull();
    expect(resolutionOf(every(365 * DAY, 3))).toBeNull();
  });
});

describe('countOf', () => {
  it('counts in the series\' unit, singular for one, "points" without a resolution', () => {
    expect(countOf(168, resolutionOf(every(HOUR, 2)))).toBe('168 hours');
    expect(countOf(1, resolutionOf(every(DAY, 2)))).toBe('1 day');
    expect(countOf(3, null)).toBe('3 points');
  });
});
