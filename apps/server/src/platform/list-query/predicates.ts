import { LIST_QUERY_MESSAGES, operatorsForKind, type FilterEntry } from '@fieldbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import { booleanOperand, textOperand } from './filter-values';
import { filterKindOf, type ListColumn, type ValueColumn } from './list-columns';
import { multiPredicate } from './multi-predicates';
import { built, complement, refused, type PredicateResult } from './predicate-result';
import { rangePredicate, type RangeContext } from './range-predicates';
import { likeEscape } from '../db/like';

function isNull(column: ValueColumn): SQL {
  const e = sql`${column.expr}`;
  if (column.kind === 'text') return sql`(${e} is null or ${e} = '')`;
  if (column.kind === 'array') return sql`coalesce(cardinality(${e}), 0) = 0`;
  return sql`${e} is null`;
}

function textPredicate(column: ValueColumn, entry: FilterEntry): PredicateResult {
  const text = textOperand(entry.value);
  if (text === null) return refused();
  const e = sql`${column.expr}`;
  switch (entry.operator) {
    case 'equals':
      return built(sql`${e} = ${text}::text`);
    case 'not-equals':
      return built(complement(sql`${e} = ${text}::text`));
    case 'string-contains':
      return built(sql`${e} ilike ${`%${likeEscape(text)}%`}::text`);
    case 'starts-with':
      return built(sql`${e} ilike ${`${likeEscape(text)}%`}::text`);
    case 'ends-with':
      return built(sql`${e} ilike ${`%${likeEscape(text)}`}::text`);
    default:
      return refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
}

function booleanPredicate(column: ValueColumn, entry: FilterEntry): PredicateResult {
  const e = sql`${column.expr}`;
  if (entry.operator === 'switch') return built(sql`${e} is true`);
  const value = booleanOperand(entry.value);
  if (value === null) return refused();
  const equals = sql`${e} = ${value}::boolean`;
  return built(entry.operator === 'equals' ? equals : complement(equals));
}

function valuePredicate(column: ValueColumn, entry: FilterEntry, ctx: RangeContext): PredicateResult {
  if (!operatorsForKind(filterKindOf(column.kind)).includes(entry.operator)) {
    return refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
  if (entry.operator === 'is-null') return built(isNull(column));
  if (entry.operator === 'is-not-null') return built(complement(isNull(column)));
  switch (column.kind) {
    case 'text':
      return textPredicate(column, entry);
    case 'boolean':
      return booleanPredicate(column, entry);
    case 'enum':
    case 'array':
      return multiPredicate(column, entry);
    default:
      return rangePredicate(column, entry, ctx);
  }
}

function ownPredicate(column: ListColumn, entry: FilterEntry, ctx: RangeContext): PredicateResult {
  if (column.kind === 'switch') {
    return entry.operator === 'switch'
      ? built(sql`(${column.when})`)
      : refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
  return column.filterable === false
    ? refused(LIST_QUERY_MESSAGES.unknownField)
    : valuePredicate(column, entry, ctx);
}

/** Builds one filter's condition for its whitelisted column, applying the `not` flag last. */
export function filterPredicate(column: ListColumn, entry: FilterEntry, ctx: RangeContext): PredicateResult {
  const result = ownPredicate(column, entry, ctx);
  return result.ok && entry.not ? built(complement(result.sql)) : result;
}
