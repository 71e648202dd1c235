import {
  decodeListQuery,
  decodeListQueryParams,
  LIST_QUERY_MESSAGES,
  pageOffset,
  type ListQuery,
  type ListQueryErrors,
} from '@fieldbook/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { CustomFieldKind, ListTable } from './list-columns';
import { ListQueryError } from './list-query-error';
import { filterPredicate } from './predicates';
import { resolveField } from './resolve-field';

/** Per-request context of a translation. */
export interface TranslateOptions {
  /** The user's zone (IANA or `GMT+05:30`) for date presets and timestamp days; default UTC. */
  timeZone?: string;
  /** The clock date presets resolve against; default now. */
  now?: Date;
  /**
   * Custom-field keys this table offers and how they compare. When given it is the allow-list;
   * when absent any safe key is accepted and compared as text.
   */
  customFieldKinds?: Readonly<Record<string, CustomFieldKind>>;
}

/** The SQL pieces of one list page: put them into the module's own select and count. */
export interface ListSqlPlan {
  query: ListQuery;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

function orderByFor(
  table: ListTable,
  query: ListQuery,
  options: TranslateOptions,
  errors: ListQueryErrors,
): SQL[] {
  const sort = query.sort ?? table.defaultSort;
  const column = resolveField(table, sort.key, options.customFieldKinds);
  if (!column || column.kind === 'switch' || column.sortable === false) {
    errors.sort = LIST_QUERY_MESSAGES.invalidSort;
    return [];
  }
  const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  return [sql`${column.expr} ${direction}`, sql`${table.tiebreaker} ${direction}`];
}

/**
 * Translates a decoded query through the table's whitelist into parameterised SQL. Every filter
 * and the sort are checked first; any problem throws one ListQueryError naming all bad fields.
 */
export function translateListQuery(
  table: ListTable,
  query: ListQuery,
  options: TranslateOptions = {},
): ListSqlPlan {
  const errors: ListQueryErrors = {};
  const ctx = { now: options.now ?? new Date(), timeZone: options.timeZone ?? 'UTC' };
  const conditions: SQL[] = [];
  for (const [name, entry] of Object.entries(query.filter)) {
    const column = resolveField(table, name, options.customFieldKinds);
    if (!column) {
      errors[`filter.${name}`] = LIST_QUERY_MESSAGES.unknownField;
      continue;
    }
    const result = filterPredicate(column, entry, ctx);
    if (result.ok) conditions.push(result.sql);
    else errors[`filter.${name}`] = result.message;
  }
  const orderBy = orderByFor(table, query, options, errors);
  if (Object.keys(errors).length > 0) throw new ListQueryError(errors);
  return {
    query,
    where: and(...conditions),
    orderBy,
    limit: query.limit,
    offset: pageOffset(query.page, query.limit),
  };
}

/**
 * Decodes a list call's parameters (Fastify's parsed querystring, or a raw query string such as a
 * saved query's) and translates them: the one call a list route makes before querying.
 */
export function listQueryPlan(
  table: ListTable,
  params: Record<string, unknown> | string,
  options: TranslateOptions = {},
): ListSqlPlan {
  const decoded = typeof params === 'string' ? decodeListQuery(params) : decodeListQueryParams(params);
  if (!decoded.ok) throw new ListQueryError(decoded.errors);
  return translateListQuery(table, decoded.query, options);
}
