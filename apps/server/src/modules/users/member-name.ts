import { sql, type SQL } from 'drizzle-orm';

/** A member's display name ("first last") in SQL: one spelling for every list, export and report that shows people. */
export function memberName(first: unknown, last: unknown): SQL<string> {
  return sql<string>`trim(${first} || ' ' || ${last})`;
}
