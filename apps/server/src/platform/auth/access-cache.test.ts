import { describe, expect, it } from 'vitest';
import type { RequestAccess } from './access';
import { AccessCache } from './access-cache';

const access = (id: string) => ({ session: { id } }) as unknown as RequestAccess;
const far = new Date(Date.now() + 3_600_000);

describe('AccessCache', () => {
  it('answers a stored access until its TTL or the session’s expiry, whichever is first', () => {
    const cache = new AccessCache(5000);
    cache.store(cache.begin(), access('a'), far, 1000);
    expect(cache.get('a', 5999)).toBeDefined();
    expect(cache.get('a', 6000)).toBeUndefined();
    cache.store(cache.begin(), access('b'), new Date(2000), 1000);
    expect(cache.get('b', 1999)).toBeDefined();
    expect(cache.get('b', 2000)).toBeUndefined();
  });

  it('drops a resolution that began before a change (no stale store after clear)', () => {
    const cache = new AccessCache(5000);
    const begun = cache.begin();
    cache.clear();
    cache.store(begun, access('a'), far);
    expect(cache.get('a')).toBeUndefined();
    cache.store(cache.begin(), access('a'), far);
    expect(cache.get('a')).toBeDefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new AccessCache(0);
    cache.store(cache.begin(), access('a'), far);
    expect(cache.get('a')).toBeUndefined();
  });
});
