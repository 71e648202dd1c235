import { LIST_QUERY_MESSAGES, type FilterEntry } from '@fieldbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import { listOperand } from './filter-values';
import type { ElementType, ValueColumn } from './list-columns';
import { built, complement, refused, type PredicateResult } from './predicate-result';

const ARRAY_TYPES: Record<ElementType, SQL> = {
  text: sql.raw('text[]'),
  uuid: sql.raw('uuid[]'),
  integer: sql.raw('int[]'),
};

/**
 * Multi-select operators (ADR 070) over S, the chosen values: exists-in = the row has at least one
 * of S; equals = the row's set is exactly S; all-in = the row has every value of S; not-exists-in,
 * not-equals and all-not-in are their exact complements. A single-valued (enum) column counts as
 * the one-element set of its value.
 */
export function multiPredicate(column: ValueColumn, entry: FilterEntry): PredicateResult {
  const values = listOperand(entry.value, column);
  if (!values) return refused();
  const e = sql`${column.expr}`;
  const s = sql`${sql.param(values)}::${ARRAY_TYPES[column.elements ?? 'text']}`;
  const scalar = column.kind === 'enum';
  const existsIn = scalar ? sql`${e} = any(${s})` : sql`${e} && ${s}`;
  const allIn = scalar ? sql`${e} = all(${s})` : sql`${e} @> ${s}`;
  const equals = scalar ? allIn : sql`(${e} @> ${s} and ${e} <@ ${s})`;
  switch (entry.operator) {
    case 'exists-in':
      return built(existsIn);
    case 'not-exists-in':
      return built(complement(existsIn));
    case 'equals':
      return built(equals);
    case 'not-equals':
      return built(complement(equals));
    case 'all-in':
      return built(allIn);
    case 'all-not-in':
      return built(complement(allIn));
    default:
      return refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
}
