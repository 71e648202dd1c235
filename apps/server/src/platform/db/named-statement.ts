import { createHash } from 'node:crypto';

/** A Drizzle query that can show its SQL and run as a prepared statement. */
interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query as a named statement, named by a hash of its text (ADR 212, "The list call"): on PostgreSQL each
 * pooled connection parses it once and, after a few runs, keeps a generic plan, so a hot read with many joins is
 * not planned again on every call. The text holds no values (they are bound parameters), so one name serves every
 * call of the same shape. PGlite ignores the name and runs the query as usual.
 */
export function runNamed<T>(query: Preparable<T>): Promise<T> {
  const name = `fb_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 24)}`;
  return query.prepare(name).execute();
}
