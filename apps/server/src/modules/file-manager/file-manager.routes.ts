import { z } from 'zod';
import {
  createFolderRequestSchema,
  deleteEntriesRequestSchema,
  downloadQuerySchema,
  entriesResponseSchema,
  entryResponseSchema,
  folderContentsQuerySchema,
  folderContentsResponseSchema,
  folderOptionsQuerySchema,
  folderOptionsResponseSchema,
  pasteRequestSchema,
  renameEntryRequestSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { sendStoredFile } from '../../platform/files';
import {
  copyEntries,
  createFolder,
  deleteEntries,
  folderOptions,
  listFolder,
  moveEntries,
  renameEntry,
} from './file-manager.service';
import { readDownload } from './file-uploads.service';

/** The permission of every file-manager call but downloads (spec §2 route table). */
export const MANAGE_FILES: PermissionCode = 'RES_MANAGE_FILE_MANAGER';

const idParams = z.object({ id: z.string().uuid() });

/** File-manager calls (ADR 145; the spec leaves them "not shown"). */
export const fileManagerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/file-manager/entries',
    summary:
      "A folder's breadcrumb path and entries, folders first (the root without folder_id); q searches every folder",
    permission: MANAGE_FILES,
    query: folderContentsQuerySchema,
    response: folderContentsResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await listFolder(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/file-manager/folders',
    summary: 'Folders for the tree selector: one level by parent_id, or matches of q, or the given ids',
    permission: MANAGE_FILES,
    query: folderOptionsQuerySchema,
    response: folderOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await folderOptions(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/file-manager/folders',
    summary: 'Creates a folder {name, parent_id}; the name rules of spec §5 apply',
    permission: MANAGE_FILES,
    body: createFolderRequestSchema,
    response: entryResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'file_manager.folder_created'),
      data: await createFolder(deps.db, actor, body.name, body.parent_id),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/file-manager/entries/:id',
    summary: 'Renames a folder or file {name}',
    permission: MANAGE_FILES,
    params: idParams,
    body: renameEntryRequestSchema,
    response: entryResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'file_manager.renamed'),
      data: await renameEntry(deps.db, actor, params.id, body.name),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/file-manager/move',
    summary: 'Moves entries into a folder {ids, destination_id} (null: the root)',
    permission: MANAGE_FILES,
    body: pasteRequestSchema,
    response: entriesResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'file_manager.moved'),
      data: await moveEntries(deps.db, actor, body.ids, body.destination_id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/file-manager/copy',
    summary:
      'Copies entries, folders with their contents and files with their stored bytes {ids, destination_id}',
    permission: MANAGE_FILES,
    body: pasteRequestSchema,
    response: entriesResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'file_manager.copied'),
      data: await copyEntries(deps.db, deps.storage, actor, body.ids, body.destination_id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/file-manager/delete',
    summary: 'Deletes entries {ids}; folders with everything inside; stored files are removed after commit',
    permission: MANAGE_FILES,
    body: deleteEntriesRequestSchema,
    response: z.object({ message: z.string(), data: z.object({ deleted: z.number().int() }) }),
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'file_manager.deleted'),
      data: { deleted: await deleteEntries(deps.db, deps.storage, actor, body.ids) },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/file-manager/files/:id/download',
    summary: "A file's bytes for any signed-in member of its workspace; download=1 makes it an attachment",
    params: idParams,
    query: downloadQuerySchema,
    response: z.unknown(),
    handler: async ({ deps, actor, params, query, reply }) => {
      const file = await readDownload(deps.db, actor, params.id);
      return sendStoredFile(reply, deps.storage, file, { download: query.download });
    },
  }),
];
