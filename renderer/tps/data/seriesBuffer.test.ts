import { describe, expect, it } from 'vitest';
import { SeriesBuffer } from './seriesBuffer';

const p = (hour: number, value: number) => ({ timestamp: hour * 3600, value });
const hours = (b: SeriesBuffer) => b.points.map((x) => x.timestamp / 3600);

describe('SeriesBuffer', () => {
  it('merges newest-first pages going back, live polls and overlaps into one ascending series', () => {
    const b = new SeriesBuffer();
    expect(b.merge([p(9, 1), p(8, 1), p(7, 1)])).toBe(true);
    expect(b.merge([p(6, 1), p(5, 1)])).toBe(true); // an older page
    const v = b.version;
    expect(b.merge([p(9, 1), p(8, 1)])).toBe(false); // a poll that changes nothing
    expect(b.version).toBe(v);
    expect(b.merge([p(10, 4), p(9, 2)])).toBe(true); // a new hour and an updated one
    expect(hours(b)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(b.points.at(-2)?.value).toBe(2);
    expect(b.merge([p(3, 1), p(4, 1), p(3, 5)])).toBe(true); // duplicates inside one page
    expect(hours(b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(b.points[0].value).toBe(5);
  });

  it('fills a gap in the middle in order', () => {
    const b = new SeriesBuffer();
    b.merge([p(1, 1), p(5, 1)]);
    b.merge([p(3, 1), p(2, 1)]);
    expect(hours(b)).toEqual([1, 2, 3, 5]);
  });
});
