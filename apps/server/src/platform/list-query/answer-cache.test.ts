import { describe, expect, it } from 'vitest';
import { ListAnswerCache } from './answer-cache';

const body = (text: string) => Buffer.from(text);

describe('ListAnswerCache', () => {
  it('answers only for the version an answer was filed under', () => {
    const cache = new ListAnswerCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set('k', '7', body('{"a":1}'));
    expect(cache.get('k', '7')?.toString()).toBe('{"a":1}');
    expect(cache.get('k', '8')).toBeUndefined();
    expect(cache.get('k', '7')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = new ListAnswerCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', '1', body('aa'));
    cache.set('b', '1', body('bb'));
    expect(cache.get('a', '1')).toBeDefined();
    cache.set('c', '1', body('cc'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 4 });
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('c', '1')).toBeDefined();
  });

  it('holds at most maxBytes and never files an answer larger than that', () => {
    const cache = new ListAnswerCache({ maxEntries: 100, maxBytes: 10 });
    cache.set('a', '1', body('1234'));
    cache.set('b', '1', body('5678'));
    cache.set('c', '1', body('90ab'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 });
    expect(cache.get('a', '1')).toBeUndefined();
    cache.set('huge', '1', body('x'.repeat(11)));
    expect(cache.get('huge', '1')).toBeUndefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(10);
  });

  it('replacing an entry keeps the byte count exact', () => {
    const cache = new ListAnswerCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', '1', body('12345'));
    cache.set('a', '2', body('12'));
    expect(cache.size()).toEqual({ entries: 1, bytes: 2 });
  });
});
