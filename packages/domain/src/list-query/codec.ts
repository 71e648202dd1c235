import { z } from 'zod';
import { normaliseFilter, normaliseFilterEntry, type FilterEntry, type ListFilter } from './filter';
import { LIST_QUERY_MESSAGES, type ListQueryErrors } from './messages';
import { operatorValueShape } from './operators';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from './pagination';
import { formatSort, parseSort, type SortSpec } from './sort';

/** What every list call asks for: page size, 1-based page, optional sort, filters by field. */
export interface ListQuery {
  limit: PageSize;
  page: number;
  sort: SortSpec | null;
  filter: ListFilter;
}

/** Largest page number accepted; keeps OFFSET arithmetic far from integer limits. */
export const MAX_PAGE = 1_000_000;

/** A fresh query with the spec's defaults (page 1 of 25, no sort, no filter). */
export function defaultListQuery(): ListQuery {
  return { limit: DEFAULT_PAGE_SIZE, page: 1, sort: null, filter: {} };
}

/**
 * Query-string parameters of a list call (spec §7), for route schemas and the OpenAPI document. Strict: an
 * unknown parameter (`filter[type_id]=…`, a misspelt `sort_by`) is refused with 422 naming it, as an unknown
 * field inside `filter` is, instead of being silently ignored.
 */
export const listQueryParamsSchema = z.strictObject({
  limit: z.string().optional(),
  page: z.string().optional(),
  sort: z.string().optional(),
  filter: z.string().optional(),
  with_saved_queries: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type ListQueryParams = z.infer<typeof listQueryParamsSchema>;

/** Decoding either yields a normalised query or a field → message-key map. */
export type ListQueryDecodeResult = { ok: true; query: ListQuery } | { ok: false; errors: ListQueryErrors };

function encodeEntry(entry: FilterEntry): Record<string, unknown> {
  const wire: Record<string, unknown> = { operator: entry.operator };
  if (operatorValueShape(entry.operator) !== 'none') wire.value = entry.value;
  if (entry.not) wire.not = true;
  return wire;
}

/** The filter parameter's JSON: keys sorted, empty entries dropped, so equal filters encode equally. */
export function encodeFilter(filter: ListFilter): string {
  const entries = Object.entries(filter)
    .filter(([, entry]) => normaliseFilterEntry(entry).kind !== 'drop')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => [key, encodeEntry(entry)] as const);
  return entries.length === 0 ? '' : JSON.stringify(Object.fromEntries(entries));
}

/** Canonical parameters of a query (defaults left out), for an HTTP client's `params` option. */
export function listQueryToParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.limit !== DEFAULT_PAGE_SIZE) params.limit = String(query.limit);
  if (query.page !== 1) params.page = String(query.page);
  if (query.sort) params.sort = formatSort(query.sort);
  const filter = encodeFilter(query.filter);
  if (filter) params.filter = filter;
  return params;
}

/** Encodes a query as the URL / saved-query string `limit=…&page=…&sort=…&filter=…` (README). */
export function encodeListQuery(query: ListQuery): string {
  return Object.entries(listQueryToParams(query))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Decodes a query string (with or without `?`, `+` or `%20` for spaces); other parameters are ignored. */
export function decodeListQuery(input: string): ListQueryDecodeResult {
  const params: Record<string, string> = {};
  for (const pair of input.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = decodePart(at < 0 ? pair : pair.slice(0, at));
    if (LIST_QUERY_PARAM_NAMES.includes(name) && !(name in params))
      params[name] = at < 0 ? '' : decodePart(pair.slice(at + 1));
  }
  return decodeListQueryParams(params);
}

const LIST_QUERY_PARAM_NAMES: readonly string[] = ['limit', 'page', 'sort', 'filter'];

/** Malformed percent-escapes stay as they are, so the value then fails its own check. */
function decodePart(part: string): string {
  const spaced = part.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

const present = (value: unknown): boolean => value !== undefined && value !== '';

/** Decodes already-split parameters (a server's parsed querystring); the one validation of a list call. */
export function decodeListQueryParams(params: Record<string, unknown>): ListQueryDecodeResult {
  const query = defaultListQuery();
  const errors: ListQueryErrors = {};
  const { limit, page, sort, filter } = params;
  if (present(limit)) {
    const size = typeof limit === 'string' && /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
    if (isPageSize(size)) query.limit = size;
    else errors.limit = LIST_QUERY_MESSAGES.invalidPageSize;
  }
  if (present(page)) {
    const number = typeof page === 'string' && /^[1-9]\d{0,6}$/.test(page) ? Number(page) : NaN;
    if (number <= MAX_PAGE) query.page = number;
    else errors.page = LIST_QUERY_MESSAGES.invalidPage;
  }
  if (present(sort)) {
    const parsed = typeof sort === 'string' ? parseSort(sort) : null;
    if (parsed) query.sort = parsed;
    else errors.sort = LIST_QUERY_MESSAGES.invalidSort;
  }
  if (present(filter)) {
    const result = typeof filter === 'string' ? normaliseFilter(parseJson(filter)) : null;
    if (result?.ok) query.filter = result.filter;
    else Object.assign(errors, result ? result.errors : { filter: LIST_QUERY_MESSAGES.invalidFilter });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
