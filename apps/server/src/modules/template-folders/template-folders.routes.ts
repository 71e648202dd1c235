import { z } from 'zod';
import { apiMessageSchema } from '@fieldbook/domain';
import {
  templateFolderAllQuerySchema,
  templateFolderListResponseSchema,
  templateFolderRequestSchema,
  templateFolderResponseSchema,
} from '@fieldbook/domain/templates';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';
import { allFolders, createFolder, deleteFolder, updateFolder } from './template-folders.service';

const idParams = z.object({ id: z.string().uuid() });

/** Folder calls of the template list (spec §7); nesting allowed, non-empty folders not deleted (ADR 110). */
export const templateFolderRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/template/folder/all',
    summary: 'Every folder in tree order; exclude_id leaves out that folder and its subfolders',
    permission: MANAGE_TEMPLATES,
    query: templateFolderAllQuerySchema,
    response: templateFolderListResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await allFolders(deps.db, actor, query.exclude_id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/folder/new',
    summary: 'Creates a folder {title, parent_id}',
    permission: MANAGE_TEMPLATES,
    body: templateFolderRequestSchema,
    response: templateFolderResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'folders.created'),
      data: await createFolder(deps.db, actor, body.title, body.parent_id),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/template/folder/:id',
    summary: 'Renames or moves a folder {title, parent_id}',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: templateFolderRequestSchema,
    response: templateFolderResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'folders.updated'),
      data: await updateFolder(deps.db, actor, params.id, body.title, body.parent_id),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/checklist/template/folder/:id',
    summary: 'Deletes an empty folder (422 CKL_FOLDER_NOT_EMPTY otherwise)',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await deleteFolder(deps.db, actor, params.id);
      return { message: translate(lang, 'folders.deleted') };
    },
  }),
];
