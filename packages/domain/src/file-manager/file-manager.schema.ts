import { z } from 'zod';
import { idListSchema } from '../list-query/remote-options.schema';

/** A folder or a file of the file manager (ADR 145); files carry size, detected type and download URL. */
export const fileEntrySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['folder', 'file']),
  name: z.string(),
  parent_id: z.string().uuid().nullable(),
  size: z.number().int().nullable(),
  content_type: z.string().nullable(),
  url: z.string().nullable(),
  created_by: z.string().uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** One step of the breadcrumb from the root down to the open folder. */
export const folderCrumbSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type FolderCrumb = z.infer<typeof folderCrumbSchema>;

/** Longest name search the file manager takes. */
export const FILE_SEARCH_MAX_LENGTH = 200;

/**
 * GET /file-manager/entries?folder_id=: the open folder's path and entries (folders first, then files, by name).
 * With q: the entries of every folder whose name holds the text (at most FILE_SEARCH_LIMIT), and no path.
 */
export const folderContentsQuerySchema = z.object({
  folder_id: z.string().uuid().optional(),
  q: z.string().trim().max(FILE_SEARCH_MAX_LENGTH).optional(),
});
export type FolderContentsQuery = z.infer<typeof folderContentsQuerySchema>;

/** Most entries a name search answers; a longer text narrows it down. */
export const FILE_SEARCH_LIMIT = 200;
export const folderContentsSchema = z.object({
  folder: folderCrumbSchema.nullable(),
  path: z.array(folderCrumbSchema),
  entries: z.array(fileEntrySchema),
});
export type FolderContents = z.infer<typeof folderContentsSchema>;
export const folderContentsResponseSchema = z.object({ data: folderContentsSchema });

/** GET /file-manager/folders: one level of the folder tree for the tree selector (q searches all levels). */
export const folderOptionsQuerySchema = z.object({
  parent_id: z.string().uuid().optional(),
  q: z.string().trim().max(200).optional(),
  ids: idListSchema.optional().transform((v) => v ?? []),
});
export const folderOptionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  parent_id: z.string().uuid().nullable(),
  has_children: z.boolean(),
});
export type FolderOption = z.infer<typeof folderOptionSchema>;
export const folderOptionsResponseSchema = z.object({ data: z.array(folderOptionSchema) });

/** Names are checked by the service with the spec's rules (validateEntryName) so each failure has its own key. */
const nameField = z.string().max(255, { message: 'file_manager.errors.name_invalid' });

/** POST /file-manager/folders. */
export const createFolderRequestSchema = z.object({
  name: nameField,
  parent_id: z.string().uuid().nullable().default(null),
});
export type CreateFolderRequest = z.input<typeof createFolderRequestSchema>;

/** PUT /file-manager/entries/{id}: a new name for a folder or file. */
export const renameEntryRequestSchema = z.object({ name: nameField });
export type RenameEntryRequest = z.input<typeof renameEntryRequestSchema>;

/** POST /file-manager/move and /file-manager/copy: the clipboard's entries and the folder pasted into. */
export const pasteRequestSchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(500),
  destination_id: z.string().uuid().nullable(),
});
export type PasteRequest = z.input<typeof pasteRequestSchema>;

/** POST /file-manager/delete: entries to remove; folders go with everything inside them. */
export const deleteEntriesRequestSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });
export type DeleteEntriesRequest = z.input<typeof deleteEntriesRequestSchema>;

/** Answer of a call that creates or changes entries. */
export const entriesResponseSchema = z.object({
  message: z.string(),
  data: z.array(fileEntrySchema),
});
export const entryResponseSchema = z.object({ message: z.string(), data: fileEntrySchema });

/** GET /file-manager/files/{id}/download?download=1: the flag asks for an attachment instead of inline. */
export const downloadQuerySchema = z.object({
  download: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** The download URL of a file; `download` adds the flag that makes browsers save instead of show (spec §7). */
export function fileDownloadUrl(id: string, download = false): string {
  return `/api/file-manager/files/${id}/download${download ? '?download=1' : ''}`;
}

/** A file's inline download path as fileDownloadUrl makes it: how a template points at an organisation's file (ADR 172). */
export const fileDownloadPathSchema = z
  .string()
  .regex(
    /^\/api\/file-manager\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/download$/i,
  );

/** The tus endpoint of resumable uploads (ADR 146). */
export const RESUMABLE_UPLOAD_PATH = '/api/file/tus';
