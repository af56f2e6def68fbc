import { describe, expect, it } from 'vitest';
import { formatAge, formatIsoUtc, formatLocalDate, formatLocalDateTime } from './time';

const NOW = 1_700_000_000; // 2023-11-14T22:13:20Z

describe('formatIsoUtc', () => {
  it('writes epoch seconds as ISO 8601 UTC', () => {
    expect(formatIsoUtc(0)).toBe('1970-01-01T00:00:00Z');
    expect(formatIsoUtc(NOW)).toBe('2023-11-14T22:13:20Z');
    expect(formatIsoUtc(NOW + 0.9)).toBe('2023-11-14T22:13:20Z');
  });

  it('rejects what is not a number', () => {
    expect(() => formatIsoUtc(Number.NaN)).toThrow('timestamp must be a number');
  });
});

describe('formatAge', () => {
  it.each([
    [NOW, 'just now'],
    [NOW - 4, 'just now'],
    [NOW - 12, '12 sec ago'],
    [NOW - 119, '1 min ago'],
    [NOW - 180, '3 min ago'],
    [NOW - 7200, '2 hr ago'],
    [NOW - 86400, '1 day ago'],
    [NOW - 5 * 86400, '5 days ago'],
    [NOW - 65 * 86400, '2 months ago'],
    [NOW - 800 * 86400, '2 years ago'],
    [NOW + 180, 'in 3 min'],
  ])('%i is "%s"', (ts, text) => {
    expect(formatAge(ts, NOW)).toBe(text);
  });
});

describe('formatLocalDateTime, formatLocalDate', () => {
  it('write what toLocaleString and toLocaleDateString write, in the same locale and zone', () => {
    for (const ms of [0, 1_700_000_000_000, 1_764_000_000_123, Date.UTC(2026, 11, 31, 23, 59, 59)]) {
      expect(formatLocalDateTime(ms)).toBe(new Date(ms).toLocaleString());
      expect(formatLocalDate(ms)).toBe(new Date(ms).toLocaleDateString());
    }
  });
});
