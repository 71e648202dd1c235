import { z } from 'zod';
import {
  apiMessageSchema,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import {
  cloneTemplateRequestSchema,
  lastVersionItemsResponseSchema,
  moveTemplateRequestSchema,
  newTemplateRequestSchema,
  pastItemsRequestSchema,
  pastItemsResponseSchema,
  publishTemplateRequestSchema,
  publishTemplateResponseSchema,
  saveTemplateRequestSchema,
  saveTemplateResponseSchema,
  templateListRowSchema,
  templateOptionsResponseSchema,
  templateResponseSchema,
  templateSearchQuerySchema,
  templateSearchResponseSchema,
} from '@fieldbook/domain/templates';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { CHECKLIST_SEARCH_LIMIT, searchChecklists, searchTemplateTree } from './templates.search';
import {
  cloneTemplate,
  deleteTemplate,
  flagTemplate,
  FLAG_ACTIONS,
  lastVersionItems,
  listTemplates,
  moveTemplate,
  newTemplate,
  pastItems,
  publishTemplate,
  readTemplate,
  saveTemplate,
  templateOptions,
  type FlagAction,
} from './templates.service';

/** The permission of every builder call (spec §6). */
export const MANAGE_TEMPLATES: PermissionCode = 'CKL_MANAGE_TEMPLATES';
const idParams = z.object({ id: z.string().uuid() });
const listQuery = listQueryParamsSchema.extend({ q: z.string().max(255).optional() });

function flagRoute(action: FlagAction) {
  return defineRoute({
    method: 'POST',
    url: `/checklist/template/:id/${action}`,
    summary: `${action} a template (ADR 112)`,
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: templateResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, FLAG_ACTIONS[action].message),
      data: await flagTemplate(deps.db, actor, params.id, action),
    }),
  });
}

/** Template calls of spec §7 (list, read, create, save with revision, publish, move, clone, flags). */
export const templateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/template/list',
    summary: 'Templates: filter (title, folder, status, archived, hidden, dates), search q, sort, page',
    permission: MANAGE_TEMPLATES,
    query: listQuery,
    response: listResponseSchema(templateListRowSchema),
    handler: ({ deps, actor, access, query }) => listTemplates(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/checklist/template/search',
    summary: 'Folders and templates as tree-selector options {q, parent_id, ids}',
    permission: MANAGE_TEMPLATES,
    query: templateSearchQuerySchema,
    response: templateSearchResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await searchTemplateTree(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/checklist/search',
    summary: `Published checklists by title {q, limit ≤ ${CHECKLIST_SEARCH_LIMIT}}`,
    permission: MANAGE_TEMPLATES,
    query: templateSearchQuerySchema,
    response: templateSearchResponseSchema,
    handler: async ({ deps, actor, query }) => ({
      data: await searchChecklists(deps.db, actor, query.q, query.limit),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/new',
    summary: 'Creates a seeded draft template in a folder',
    permission: MANAGE_TEMPLATES,
    body: newTemplateRequestSchema,
    response: templateResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'templates.created'),
      data: await newTemplate(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/move',
    summary: 'Moves a template into a folder (parent_id null: top level)',
    permission: MANAGE_TEMPLATES,
    body: moveTemplateRequestSchema,
    response: templateResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'templates.moved'),
      data: await moveTemplate(deps.db, actor, body.id, body.parent_id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/checklist/template/:id',
    summary: 'The draft template in the server shape with revision and published version',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: templateResponseSchema,
    handler: async ({ deps, actor, params }) => ({ data: await readTemplate(deps.db, actor, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/checklist/template/:id/options',
    summary: 'Template settings and state for the list menu and editor header',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: templateOptionsResponseSchema,
    handler: async ({ deps, actor, params }) => ({ data: await templateOptions(deps.db, actor, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id',
    summary: 'Saves the full draft; 409 CKL_REVISION_NOT_MATCH unless revision is the current one',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: saveTemplateRequestSchema,
    response: saveTemplateResponseSchema,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'templates.saved'),
      data: await saveTemplate(deps.db, actor, access.plan, lang, params.id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id/publish',
    summary: 'Publishes the draft at the given revision as an immutable version',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: publishTemplateRequestSchema,
    response: publishTemplateResponseSchema,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'templates.published'),
      data: await publishTemplate(deps.db, actor, access.plan, lang, params.id, body.revision),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/checklist/template/:id',
    summary: 'Deletes a template and its published versions',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await deleteTemplate(deps.db, actor, params.id);
      return { message: translate(lang, 'templates.deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id/clone',
    summary: 'Copies the draft into a new template {parent_id}',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: cloneTemplateRequestSchema,
    response: templateResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'templates.cloned'),
      data: await cloneTemplate(
        deps.db,
        actor,
        params.id,
        body.parent_id,
        translate(lang, 'templates.copy_suffix'),
      ),
    }),
  }),
  flagRoute('archive'),
  flagRoute('restore'),
  flagRoute('hide'),
  flagRoute('unhide'),
  defineRoute({
    method: 'GET',
    url: '/checklist/:id/last-version-items',
    summary: 'Items of the latest published version',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: lastVersionItemsResponseSchema,
    handler: async ({ deps, actor, params }) => ({ data: await lastVersionItems(deps.db, actor, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id/past-items',
    summary: 'Which of the given item ids exist in published versions',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: pastItemsRequestSchema,
    response: pastItemsResponseSchema,
    handler: async ({ deps, actor, params, body }) => ({
      data: await pastItems(deps.db, actor, params.id, body.ids),
    }),
  }),
];
