import type { Db } from '../db/client';
import type { RequestAccess } from './access';

/** One remembered resolution of a session cookie: the access it gave and until when it may be reused. */
interface Entry {
  access: RequestAccess;
  until: number;
}

/** Most sessions remembered at once; the oldest is dropped beyond it. */
const MAX_ENTRIES = 10_000;

/**
 * Session + access resolutions of one database, reused for `ttlMs` (ADR 086). Every committed mutation
 * and every session change empties it, and a resolution that started before such a change is not stored,
 * so a change is visible on the very next request of this process; the TTL bounds what another process
 * (or a hand edit of the database) can leave stale.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The remembered access of a session id, if still fresh and its session has not expired. */
  get(sessionId: string, now = Date.now()): RequestAccess | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > now) return entry.access;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** A token to pass to {@link store}: a resolution made across an invalidation is thrown away. */
  begin(): number {
    return this.generation;
  }

  /** Remembers a resolution begun at `token` (nothing when the cache was emptied meanwhile or is off). */
  store(token: number, access: RequestAccess, expiresAt: Date, now = Date.now()): void {
    if (this.ttlMs <= 0 || token !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(access.session.id, {
      access,
      until: Math.min(now + this.ttlMs, expiresAt.getTime()),
    });
  }

  /** Forgets everything: called after every committed mutation and session change. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<object, AccessCache>();

/** Turns the cache on for a database (app start-up); without it every request resolves its access anew. */
export function enableAccessCache(db: Db, ttlMs: number): AccessCache {
  const cache = new AccessCache(ttlMs);
  caches.set(db, cache);
  return cache;
}

/** The cache of a database, if enabled. */
export function accessCacheOf(db: Db): AccessCache | undefined {
  return caches.get(db);
}

/** Invalidates every remembered access of a database: a mutation or a session change just committed. */
export function forgetAccess(db: Db): void {
  caches.get(db)?.clear();
}
