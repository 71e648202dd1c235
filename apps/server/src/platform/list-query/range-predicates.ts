import {
  addDays,
  isRelativeDatePreset,
  isValidDateRange,
  isValidTimeZone,
  LIST_QUERY_MESSAGES,
  resolveDatePreset,
  timeZoneOffsetMinutes,
  type FilterEntry,
  type FilterValue,
} from '@fieldbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import { dateOperand, numberOperand } from './filter-values';
import type { ValueColumn } from './list-columns';
import { built, complement, refused, type PredicateResult } from './predicate-result';

/** What range filters need beyond the query: the user's clock and zone, for presets and day bounds. */
export interface RangeContext {
  now: Date;
  timeZone: string;
}

type Bound = (operand: string) => SQL;

function zoneSql(timeZone: string): SQL {
  const minutes = timeZoneOffsetMinutes(timeZone);
  if (minutes !== null) return sql`(${minutes}::int * interval '1 minute')`;
  return sql`${isValidTimeZone(timeZone) ? timeZone : 'UTC'}::text`;
}

/** Operands as SQL: one number or date per value, or for timestamps the start of the named day. */
function operandsFor(
  column: ValueColumn,
  ctx: RangeContext,
): { parse: (v: FilterValue) => string | number | null; at: Bound } {
  if (column.kind === 'number') {
    const integer = column.integer === true;
    return {
      parse: (v) => numberOperand(v, integer),
      at: (n) => (integer ? sql`${Number(n)}::bigint` : sql`${String(n)}::numeric`),
    };
  }
  if (column.kind === 'date') return { parse: dateOperand, at: (d) => sql`${d}::date` };
  const zone = zoneSql(ctx.timeZone);
  return { parse: dateOperand, at: (d) => sql`(${d}::date::timestamp at time zone ${zone})` };
}

function pairOf(
  entry: FilterEntry,
  column: ValueColumn,
  ctx: RangeContext,
): [string, string] | [number, number] | null {
  const { value } = entry;
  if (column.kind !== 'number' && isRelativeDatePreset(value))
    return resolveDatePreset(value, ctx.now, ctx.timeZone);
  if (!Array.isArray(value) || value.length !== 2) return null;
  if (column.kind !== 'number') return isValidDateRange(value) ? value : null;
  const [a, b] = value.map((v) => numberOperand(v, column.integer === true));
  return a != null && b != null && a <= b ? [a, b] : null;
}

/**
 * Number, date and timestamp comparisons. Timestamps compare by calendar day in the user's zone
 * through day-boundary ranges (`>= start(d) and < start(d+1)`), which keep a column index usable.
 */
export function rangePredicate(column: ValueColumn, entry: FilterEntry, ctx: RangeContext): PredicateResult {
  const e = sql`${column.expr}`;
  const { parse, at } = operandsFor(column, ctx);
  const days = column.kind === 'datetime';
  const next = (d: string | number): SQL => at(days ? addDays(String(d), 1) : String(d));
  const lower = (d: string | number): SQL => at(String(d));
  if (entry.operator === 'bt' || entry.operator === 'not-between') {
    const pair = pairOf(entry, column, ctx);
    if (!pair)
      return refused(
        column.kind === 'number' ? LIST_QUERY_MESSAGES.invalidValue : LIST_QUERY_MESSAGES.invalidDateRange,
      );
    const between = days
      ? sql`(${e} >= ${lower(pair[0])} and ${e} < ${next(pair[1])})`
      : sql`(${e} between ${lower(pair[0])} and ${lower(pair[1])})`;
    return built(entry.operator === 'bt' ? between : complement(between));
  }
  const v = parse(entry.value);
  if (v === null) return refused();
  const equals = days ? sql`(${e} >= ${lower(v)} and ${e} < ${next(v)})` : sql`${e} = ${lower(v)}`;
  switch (entry.operator) {
    case 'equals':
      return built(equals);
    case 'not-equals':
      return built(complement(equals));
    case 'greater':
      return built(days ? sql`${e} >= ${next(v)}` : sql`${e} > ${lower(v)}`);
    case 'greater-equal-to':
      return built(sql`${e} >= ${lower(v)}`);
    case 'lesser':
      return built(sql`${e} < ${lower(v)}`);
    case 'lesser-equal-to':
      return built(days ? sql`${e} < ${next(v)}` : sql`${e} <= ${lower(v)}`);
    default:
      return refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
}
