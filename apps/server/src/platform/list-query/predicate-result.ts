import { LIST_QUERY_MESSAGES, type ListQueryMessage } from '@fieldbook/domain';
import { sql, type SQL } from 'drizzle-orm';

/** A built SQL condition, or the message key that says why the filter cannot be built. */
export type PredicateResult = { ok: true; sql: SQL } | { ok: false; message: ListQueryMessage };

/** Wraps a condition as a success. */
export const built = (condition: SQL): PredicateResult => ({ ok: true, sql: condition });

/** A refusal; an unusable value is the common case. */
export const refused = (message: ListQueryMessage = LIST_QUERY_MESSAGES.invalidValue): PredicateResult => ({
  ok: false,
  message,
});

/**
 * The exact complement of a condition: rows where it is not true, NULL included (ADR 070), so
 * `not-equals`, `not-between`, `not-exists-in` and the `not` flag never lose rows to SQL's NULL logic.
 */
export function complement(condition: SQL): SQL {
  return sql`not coalesce((${condition}), false)`;
}
