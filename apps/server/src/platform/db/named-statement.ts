import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isPageSize } from '@fieldbook/domain';

/** A Drizzle query that can run as a prepared statement. */
interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/** The driver's query configs inside a Drizzle prepared query (node-postgres and PGlite keep two, same text). */
interface DriverConfigs {
  queryConfig?: { name?: string; text?: unknown };
  rawQueryConfig?: { name?: string };
}

/** The statement name of a query text: a hash, so one name serves every call of the same shape. */
export function statementName(text: string): string {
  return `fb_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

/**
 * Runs a query as a named statement, named by a hash of its text (ADR 212, "The list call"): on PostgreSQL each
 * pooled connection parses it once and, after a few runs, keeps a generic plan, so a hot read with many joins is
 * not planned again on every call. The text holds no values (they are bound parameters), so one name serves every
 * call of the same shape. The text is built once (ADR 221): the query is prepared unnamed and the name is set on
 * the driver's config from the text Drizzle built; a driver without that config runs it unnamed. PGlite ignores
 * the name and runs the query as usual.
 */
export function runNamed<T>(query: Preparable<T>): Promise<T> {
  const prepared = query.prepare('');
  const { queryConfig, rawQueryConfig } = prepared as DriverConfigs;
  if (queryConfig && typeof queryConfig.text === 'string') {
    const name = statementName(queryConfig.text);
    queryConfig.name = name;
    if (rawQueryConfig) rawQueryConfig.name = name;
  }
  return prepared.execute();
}

/**
 * A page size for a named statement, written into its text instead of bound (ADR 221). With LIMIT as a parameter
 * PostgreSQL costs the generic plan as if a tenth of the rows were wanted, far above the custom plans, so it
 * planned a list page again on every call (1.4 ms of 1.8 ms for the issues page); with the size in the text the
 * generic plan is costed for the page and kept after five calls. Only the list's page sizes are accepted, so a
 * shape has at most five texts. Drizzle writes an SQL limit as given; its type names only numbers and placeholders.
 */
export function pageLimit(limit: number): number {
  if (!isPageSize(limit)) throw new Error(`not a page size: ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
}
