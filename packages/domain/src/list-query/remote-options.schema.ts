import { z } from 'zod';

/**
 * One option of a remote select or tree selector (spec §7 "the answer's data field holds a list
 * of options"): an id and whichever label field the endpoint has; tree endpoints add the parent
 * and whether children exist. Other fields pass through for callers that show more.
 */
export const remoteOptionSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string().optional(),
  name_lang: z.string().optional(),
  label: z.string().optional(),
  title: z.string().optional(),
  full_name: z.string().optional(),
  email: z.string().optional(),
  parent_id: z.union([z.string(), z.number()]).nullable().optional(),
  has_children: z.boolean().optional(),
});
export type RemoteOption = z.infer<typeof remoteOptionSchema>;

/** Answer of a remote option endpoint (GET with q, ids, parent_id). */
export const remoteOptionsResponseSchema = z.object({ data: z.array(remoteOptionSchema) });
export type RemoteOptionsResponse = z.infer<typeof remoteOptionsResponseSchema>;

/** Most chosen ids one remote load may name (the labels of a long multi-select load in one call). */
export const CHOSEN_IDS_MAX = 100;

/** `ids` arrives as `ids=a&ids=b`, `ids[]=a` (the web client) or `ids=a,b`; all become one list of uuids. */
export const idListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.string().uuid()).max(CHOSEN_IDS_MAX),
);

/**
 * Query fields of a remote option endpoint naming already chosen options (spec §7 "GET with q, parent_id,
 * ids"): those are always answered, beyond the search limit, so their labels can show.
 */
export const chosenIdsQueryShape = { ids: idListSchema.optional(), 'ids[]': idListSchema.optional() };

/** The chosen ids of a parsed query, from both spellings, without repeats. */
export function chosenIdsOf(query: { ids?: string[] | undefined; 'ids[]'?: string[] | undefined }): string[] {
  return [...new Set([...(query.ids ?? []), ...(query['ids[]'] ?? [])])];
}

/**
 * A parsed query with both spellings of the chosen ids folded into `ids` (undefined when neither was given,
 * so "no ids" and "these ids" stay apart), for option endpoints that filter by them.
 */
export function mergeIdParams<T extends { ids?: string[] | undefined; 'ids[]'?: string[] | undefined }>(
  query: T,
): Omit<T, 'ids' | 'ids[]'> & { ids: string[] | undefined } {
  const { 'ids[]': bracketed, ids, ...rest } = query;
  return { ...rest, ids: ids === undefined && bracketed === undefined ? undefined : chosenIdsOf(query) };
}

/** The text an option shows when the caller gives no label function. */
export function remoteOptionLabel(option: RemoteOption): string {
  return (
    option.label ??
    option.name ??
    option.name_lang ??
    option.title ??
    option.full_name ??
    option.email ??
    String(option.id)
  );
}
