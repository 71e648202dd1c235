import {
  isRelativeDatePreset,
  isValidDateRange,
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

/** What range filters need beyond the query: the user's clock and (already checked) zone. */
export interface RangeContext {
  now: Date;
  timeZone: string;
}

type Operand = string | number;

/** How one kind reads a value and turns it into SQL: `from` is where a value starts, `until` where it ends. */
interface Operands {
  parse: (value: FilterValue) => Operand | null;
  from: (value: Operand) => SQL;
  until: (value: Operand) => SQL;
}

function zoneSql(timeZone: string): SQL {
  const minutes = timeZoneOffsetMinutes(timeZone);
  return minutes === null ? sql`${timeZone}::text` : sql`(${minutes}::int * interval '1 minute')`;
}

function operandsFor(column: ValueColumn, ctx: RangeContext): Operands {
  if (column.kind === 'number') {
    const integer = column.integer === true;
    const at = (n: Operand): SQL => (integer ? sql`${Number(n)}::bigint` : sql`${String(n)}::numeric`);
    return { parse: (v) => numberOperand(v, integer), from: at, until: at };
  }
  if (column.kind === 'date') {
    const at = (d: Operand): SQL => sql`${String(d)}::date`;
    return { parse: dateOperand, from: at, until: at };
  }
  const zone = zoneSql(ctx.timeZone);
  return {
    parse: dateOperand,
    from: (d) => sql`(${String(d)}::date::timestamp at time zone ${zone})`,
    until: (d) => sql`((${String(d)}::date + 1)::timestamp at time zone ${zone})`,
  };
}

function pairOf(entry: FilterEntry, column: ValueColumn, ctx: RangeContext): [Operand, Operand] | null {
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
  const { parse, from, until } = operandsFor(column, ctx);
  const days = column.kind === 'datetime';
  if (entry.operator === 'bt' || entry.operator === 'not-between') {
    const pair = pairOf(entry, column, ctx);
    if (!pair) {
      return refused(
        column.kind === 'number' ? LIST_QUERY_MESSAGES.invalidValue : LIST_QUERY_MESSAGES.invalidDateRange,
      );
    }
    const between = days
      ? sql`(${e} >= ${from(pair[0])} and ${e} < ${until(pair[1])})`
      : sql`(${e} between ${from(pair[0])} and ${until(pair[1])})`;
    return built(entry.operator === 'bt' ? between : complement(between));
  }
  const v = parse(entry.value);
  if (v === null) return refused();
  const equals = days ? sql`(${e} >= ${from(v)} and ${e} < ${until(v)})` : sql`${e} = ${from(v)}`;
  switch (entry.operator) {
    case 'equals':
      return built(equals);
    case 'not-equals':
      return built(complement(equals));
    case 'greater':
      return built(days ? sql`${e} >= ${until(v)}` : sql`${e} > ${from(v)}`);
    case 'greater-equal-to':
      return built(sql`${e} >= ${from(v)}`);
    case 'lesser':
      return built(sql`${e} < ${from(v)}`);
    case 'lesser-equal-to':
      return built(days ? sql`${e} < ${until(v)}` : sql`${e} <= ${until(v)}`);
    default:
      return refused(LIST_QUERY_MESSAGES.invalidOperator);
  }
}
