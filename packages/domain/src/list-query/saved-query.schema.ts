import { z } from 'zod';
import { decodeListQuery, encodeListQuery, type ListQuery } from './codec';
import { LIST_QUERY_MESSAGES, type ListQueryErrors } from './messages';

/** Key of the query every table has; it can be neither renamed nor deleted (spec §4). */
export const DEFAULT_SAVED_QUERY_KEY = 'default';
/** Longest saved-query name (spec §9). */
export const SAVED_QUERY_NAME_MAX = 125;
/** Longest stored query string; far above any real filter panel, it bounds a stored row. */
export const SAVED_QUERY_STRING_MAX = 8000;

/** Names the table a saved query belongs to (`users`, `assets`, …). */
export const tableNameSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/);
/** A saved query's key: `default` or a generated one. */
export const savedQueryKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Spec §5: name required (gen.validations.required), at most 125 characters (gen.validations.maxlength). */
export const savedQueryNameSchema = z
  .string(LIST_QUERY_MESSAGES.required)
  .trim()
  .min(1, LIST_QUERY_MESSAGES.required)
  .max(SAVED_QUERY_NAME_MAX, LIST_QUERY_MESSAGES.maxLength);
/** A stored query string must decode with the list-query codec (the fields are checked per table later). */
export const savedQueryStringSchema = z
  .string()
  .max(SAVED_QUERY_STRING_MAX, LIST_QUERY_MESSAGES.invalidFilter)
  .refine((value) => decodeListQuery(value).ok, LIST_QUERY_MESSAGES.invalidFilter);

/** A saved query as lists answer it in `saved_queries` (spec §3). */
export const savedQuerySchema = z.object({
  id: z.string().uuid(),
  key: savedQueryKeySchema,
  name: z.string(),
  table_name: tableNameSchema,
  query_string: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/** Body of POST /saved-query: creates, or updates when `id` is given (spec §7). */
export const saveSavedQueryRequestSchema = z.object({
  id: z.string().uuid().optional(),
  key: savedQueryKeySchema,
  name: savedQueryNameSchema,
  table_name: tableNameSchema,
  query_string: savedQueryStringSchema,
});
export type SaveSavedQueryRequest = z.infer<typeof saveSavedQueryRequestSchema>;

/** Answer of POST /saved-query: the id lives in `data.id` (spec §7). */
export const saveSavedQueryResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ id: z.string().uuid() }),
});
export type SaveSavedQueryResponse = z.infer<typeof saveSavedQueryResponseSchema>;

/** True for the table's default query, which the tab strip shows without rename or delete. */
export function isDefaultSavedQuery(query: Pick<SavedQuery, 'key'>): boolean {
  return query.key === DEFAULT_SAVED_QUERY_KEY;
}

/**
 * Checks an update against the stored query: the default's name and key are fixed, and no other
 * query may take the default key. Null when allowed, else a field → message map for a 422.
 */
export function checkSavedQueryUpdate(
  stored: Pick<SavedQuery, 'key' | 'name'> | null,
  incoming: Pick<SaveSavedQueryRequest, 'key' | 'name'>,
): ListQueryErrors | null {
  const wasDefault = stored !== null && isDefaultSavedQuery(stored);
  const becomesDefault = isDefaultSavedQuery(incoming);
  if (wasDefault && stored.name !== incoming.name) return { name: LIST_QUERY_MESSAGES.defaultQueryLocked };
  if (wasDefault !== becomesDefault && stored !== null)
    return { key: LIST_QUERY_MESSAGES.defaultQueryLocked };
  return null;
}

/** Whether the default query may be deleted: never (a missing one counts as deleted, spec §8). */
export function canDeleteSavedQuery(query: Pick<SavedQuery, 'key'>): boolean {
  return !isDefaultSavedQuery(query);
}

/**
 * The tab's changes marker (spec §4): true when the current query's filters, sort or page size
 * differ from the saved ones. The page number is ignored, so paging never marks a tab as changed.
 */
export function savedQueryDiffers(saved: Pick<SavedQuery, 'query_string'>, current: ListQuery): boolean {
  const decoded = decodeListQuery(saved.query_string);
  if (!decoded.ok) return true;
  const comparable = (query: ListQuery): string => encodeListQuery({ ...query, page: 1 });
  return comparable(decoded.query) !== comparable(current);
}
