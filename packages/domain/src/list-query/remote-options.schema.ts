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
