import { describe, expect, it } from 'vitest';
import { resolveRange } from './byteRange';

const etag = '"e1"';
const r = (range?: string, ifRange?: string) => resolveRange(1000, { range, ifRange }, etag);

describe('resolveRange', () => {
  it('answers single ranges with 206 and the clamped bounds', () => {
    expect(r('bytes=0-99')).toEqual({ status: 206, start: 0, end: 99 });
    expect(r('bytes=900-')).toEqual({ status: 206, start: 900, end: 999 });
    expect(r('bytes=-100')).toEqual({ status: 206, start: 900, end: 999 });
    expect(r('bytes=990-5000')).toEqual({ status: 206, start: 990, end: 999 });
    expect(r('bytes=-5000')).toEqual({ status: 206, start: 0, end: 999 });
  });
  it('416 for a range that starts past the end', () => {
    expect(r('bytes=1000-')).toEqual({ status: 416 });
    expect(r('bytes=-0')).toEqual({ status: 416 });
  });
  it('sends the whole file when there is no range, a malformed or multiple one, or a stale If-Range', () => {
    expect(r()).toEqual({ status: 200 });
    expect(r('bytes=5-2')).toEqual({ status: 200 });
    expect(r('bytes=0-1,5-6')).toEqual({ status: 200 });
    expect(r('items=0-1')).toEqual({ status: 200 });
    expect(r('bytes=0-1', '"other"')).toEqual({ status: 200 });
    expect(r('bytes=0-1', etag)).toEqual({ status: 206, start: 0, end: 1 });
  });
});
