import { describe, expect, it } from 'vitest';
import { AnswerCache, FOREVER, withinSecond } from './answerCache';

const bytes = (n: number, fill = 0x61) => Buffer.alloc(n, fill);

describe('AnswerCache', () => {
  it('keeps an answer while it holds, then forgets it', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', bytes(10), (nowMs) => nowMs < 5000);
    expect(cache.get('a', 4999)).toEqual(bytes(10));
    expect(cache.get('a', 5000)).toBeUndefined();
    // Forgotten for good: a later time that would hold again does not bring it back.
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bytes, dropping the least recently served first', () => {
    const cache = new AnswerCache(30);
    cache.set('a', bytes(10, 1), FOREVER);
    cache.set('b', bytes(10, 2), FOREVER);
    cache.set('c', bytes(10, 3), FOREVER);
    expect(cache.get('a', 0)).toEqual(bytes(10, 1)); // a is now the most recent
    cache.set('d', bytes(10, 4), FOREVER);
    expect(cache.get('b', 0)).toBeUndefined();
    expect([cache.get('a', 0), cache.get('c', 0), cache.get('d', 0)]).toEqual([bytes(10, 1), bytes(10, 3), bytes(10, 4)]);
    // Replacing an entry counts its new size only; a body bigger than the whole cache is not kept.
    cache.set('a', bytes(20, 5), FOREVER);
    expect(cache.size).toBe(2);
    cache.set('huge', bytes(31), FOREVER);
    expect(cache.get('huge', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toEqual(bytes(20, 5));
  });

  it('holds an answer of one second within that second only', () => {
    const holds = withinSecond(5_000);
    expect([4_999, 5_000, 5_999, 6_000].map(holds)).toEqual([false, true, true, false]);
  });

  it('tells hosts apart: links in an answer are written with the host it was asked by', () => {
    expect(AnswerCache.key('127.0.0.1:1', '/v1/x')).not.toBe(AnswerCache.key('localhost:1', '/v1/x'));
  });
});
