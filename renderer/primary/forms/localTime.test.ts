import { describe, expect, it } from 'vitest';
import { epochParam, epochToLocalInput, localInputToEpoch } from './localTime';

describe('local time fields', () => {
  it('round-trips a minute in the local zone', () => {
    const seconds = localInputToEpoch('2024-03-05T14:07');
    expect(seconds).not.toBeNull();
    expect(epochToLocalInput(seconds!)).toBe('2024-03-05T14:07');
    expect(new Date(seconds! * 1000).getHours()).toBe(14);
  });

  it('rejects what is not a datetime-local value', () => {
    expect(localInputToEpoch('')).toBeNull();
    expect(localInputToEpoch('yesterday')).toBeNull();
    expect(localInputToEpoch('2024-13-45T99:99')).toBeNull();
  });

  it('reads epoch seconds from the query string', () => {
    expect(epochParam('1700000000')).toBe(1700000000);
    expect(epochParam(null)).toBeUndefined();
    expect(epochParam('-5')).toBeUndefined();
    expect(epochParam('1.5')).toBeUndefined();
  });
});
