import { describe, expect, it } from 'vitest';
import { isTimeZone, periodOfDays, periodOfYear } from './taxPeriod';

describe('tax periods in the user time zone', () => {
  it('a calendar year runs from local midnight to the last second before the next one', () => {
    expect(periodOfYear(2025, 'UTC')).toEqual({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T23:59:59Z' });
    expect(periodOfYear(2025, 'Europe/Berlin')).toEqual({ from: '2024-12-31T23:00:00Z', to: '2025-12-31T22:59:59Z' });
    expect(periodOfYear(2025, 'America/New_York')).toEqual({ from: '2025-01-01T05:00:00Z', to: '2026-01-01T04:59:59Z' });
    expect(periodOfYear(2025, 'Asia/Kolkata')).toEqual({ from: '2024-12-31T18:30:00Z', to: '2025-12-31T18:29:59Z' });
  });

  it('a custom range across a daylight-saving change keeps each end at its local midnight', () => {
    // Berlin moves from +01:00 to +02:00 on 2025-03-30.
    expect(periodOfDays('2025-03-01', '2025-06-30', 'Europe/Berlin')).toEqual({ from: '2025-02-28T23:00:00Z', to: '2025-06-30T21:59:59Z' });
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Europe/Berln')).toBe(false);
  });
});
