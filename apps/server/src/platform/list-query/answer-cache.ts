import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client';
import type { ListSource } from './cached-count';
import { executeRows } from './count-rows';

/** One remembered answer: its serialised JSON and the summed source version it was read at. */
interface Entry {
  version: string;
  body: Buffer;
}

/** How much one database's answer cache may hold; 0 entries turns it off. */
export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Serialised list answers filed by key, each valid only for the source version it was read at (ADR 089).
 * Least recently used entries go first once either bound (entries or bytes of JSON) is exceeded.
 */
export class ListAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Answers served from the cache and lookups that found none or a stale one, since start-up (tests read them). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(readonly limits: AnswerCacheLimits) {}

  /** The answer filed under `key` if it was read at exactly `version`; a stale one is dropped. */
  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
    if (!entry || entry.version !== version) {
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    return entry.body;
  }

  /** Files an answer read at `version`, evicting the least recently used beyond the bounds. */
  set(key: string, version: string, body: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (this.limits.maxEntries <= 0 || body.length > this.limits.maxBytes) return;
    this.entries.set(key, { version, body });
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** Entries and bytes held now (tests check the bounds). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

const caches = new WeakMap<object, ListAnswerCache>();

/** Turns the answer cache on for a database (app start-up); 0 entries leaves every list call uncached. */
export function enableListAnswerCache(db: Db, limits: AnswerCacheLimits): void {
  if (limits.maxEntries > 0) caches.set(db, new ListAnswerCache(limits));
  else caches.delete(db);
}

/** The answer cache of a database, if enabled. */
export function listAnswerCacheOf(db: Db): ListAnswerCache | undefined {
  return caches.get(db);
}

const VERSION_SQL = 'select list_version_sum($1::uuid, $2::text[]) as version';
const pgPools = new WeakMap<object, pg.Pool>();

/** Lets a PostgreSQL database read versions as a named prepared statement on its pool (parsed once per connection). */
export function useListVersionPool(db: Db, pool: pg.Pool): void {
  pgPools.set(db, pool);
}

/**
 * The summed versions of an organisation's `sources`, read in one statement outside any transaction
 * (`list_version_sum`, migration 0010): every committed change to one of them makes it grow.
 */
export async function readListVersion(
  db: Db,
  orgId: string,
  sources: readonly ListSource[],
): Promise<string> {
  const list = `{${sources.join(',')}}`;
  const pool = pgPools.get(db);
  const rows = pool
    ? (
        await pool.query<{ version: string }>({
          name: 'list_version_sum',
          text: VERSION_SQL,
          values: [orgId, list],
        })
      ).rows
    : await executeRows<{ version: string | number }>(
        db,
        sql`select list_version_sum(${orgId}::uuid, ${list}::text[]) as version`,
      );
  return String(rows[0]?.version ?? 0);
}
