import { z } from 'zod';
import {
  bulkCountResponseSchema,
  bulkIdsRequestSchema,
  completeInspectionRequestSchema,
  conductTemplateSchema,
  conductTemplatesQuerySchema,
  inspectionAnswersQuerySchema,
  inspectionChangesRequestSchema,
  inspectionChangesResponseSchema,
  inspectionCollaboratorsRequestSchema,
  inspectionDetailSchema,
  inspectionSchema,
  listQueryParamsSchema,
  listResponseSchema,
  startInspectionRequestSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { conductTemplates, templateVersionDocument } from './conduct.service';
import { MANAGE_INSPECTIONS, VIEW_ARCHIVE } from './inspection-access';
import { answersSince, applyChanges } from './inspection-changes.service';
import { deleteInspections, listInspections, setInspectionsArchived } from './inspection-list.service';
import { startInspection } from './inspection-start.service';
import { completeInspection, getInspection, setCollaborators } from './inspections.service';

const idParams = z.object({ id: z.string().uuid() });
const detailResponse = z.object({ message: z.string().optional(), data: inspectionDetailSchema });

/** Inspections (ADR 194): start, read, merge changes, poll, complete, collaborators, list, archive, delete. */
export const inspectionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/inspections/templates',
    summary: 'Published templates the caller may conduct (asset_id: only those asking for an asset)',
    query: conductTemplatesQuerySchema,
    response: z.object({ data: z.array(conductTemplateSchema) }),
    handler: async ({ deps, actor, access, query }) => ({
      data: await conductTemplates(deps.db, actor, access, query.asset_id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/template-versions/:templateId/:version',
    summary: 'A published template version document (immutable; cached by the runner)',
    params: z.object({
      templateId: z.string().uuid(),
      version: z.coerce.number().int().min(1).max(1_000_000),
    }),
    response: z.object({ data: z.record(z.string(), z.unknown()) }),
    handler: async ({ deps, actor, access, params, reply }) => {
      const data = await templateVersionDocument(deps.db, actor, access, params.templateId, params.version);
      const etag = `"${params.templateId}-${params.version}"`;
      void reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
      return { data };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections',
    summary:
      'Inspections: filter (template_id, asset_id, site_id, status, score, started_at, completed_at, conducted_by, has_issues), sort, page',
    query: listQueryParamsSchema,
    response: listResponseSchema(inspectionSchema),
    handler: ({ deps, actor, access, query }) => listInspections(deps.db, actor, access, query, false),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/archive',
    summary: 'Archived inspections',
    permission: VIEW_ARCHIVE,
    query: listQueryParamsSchema,
    response: listResponseSchema(inspectionSchema),
    handler: ({ deps, actor, access, query }) => listInspections(deps.db, actor, access, query, true),
  }),
  defineRoute({
    method: 'POST',
    url: '/inspections',
    summary:
      'Starts an inspection under a client-made id: 201, or 200 with the same inspection when the id is sent again',
    body: startInspectionRequestSchema,
    response: detailResponse,
    handler: async ({ deps, actor, access, lang, body, reply }) => {
      const { created, detail } = await startInspection(deps.db, actor, access, body);
      if (created) void reply.status(201);
      return { message: translate(lang, 'inspections.started'), data: detail };
    },
  }),
  ...(['archive', 'restore', 'delete'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      url: `/inspections/bulk/${action}`,
      summary: `${action[0]!.toUpperCase()}${action.slice(1)}s inspections (ids)`,
      permission: MANAGE_INSPECTIONS,
      body: bulkIdsRequestSchema,
      response: bulkCountResponseSchema,
      handler: async ({ deps, actor, lang, body }) => {
        const count =
          action === 'delete'
            ? await deleteInspections(deps.db, actor, deps.storage, body.ids)
            : await setInspectionsArchived(deps.db, actor, body.ids, action === 'archive');
        const key =
          action === 'archive'
            ? 'inspections.archived'
            : action === 'restore'
              ? 'inspections.restored'
              : 'inspections.deleted';
        return { message: translate(lang, key, { count }), data: { count } };
      },
    }),
  ),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id',
    summary: 'One inspection with every merged answer',
    params: idParams,
    response: detailResponse,
    handler: async ({ deps, actor, access, params }) => ({
      data: await getInspection(deps.db, actor, access, params.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/changes',
    summary: 'Applies idempotent answer changes (merged per part) and answers what changed after since',
    params: idParams,
    body: inspectionChangesRequestSchema,
    response: z.object({ data: inspectionChangesResponseSchema }),
    handler: async ({ deps, actor, access, params, body }) => ({
      data: await applyChanges(deps.db, actor, access, params.id, body.changes, body.since),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/answers',
    summary: 'Answers changed after since (collaborators poll)',
    params: idParams,
    query: inspectionAnswersQuerySchema,
    response: z.object({ data: inspectionChangesResponseSchema }),
    handler: async ({ deps, actor, access, params, query }) => ({
      data: await answersSince(deps.db, actor, access, params.id, query.since),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/complete',
    summary: 'Completes an inspection; 422 naming items.<item id> while answers are missing or invalid',
    params: idParams,
    body: completeInspectionRequestSchema,
    response: detailResponse,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'inspections.completed'),
      data: await completeInspection(deps.db, actor, access, params.id, body.completed_at),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/inspections/:id/collaborators',
    summary: 'Sets who may continue the inspection (conductor or inspection manager)',
    params: idParams,
    body: inspectionCollaboratorsRequestSchema,
    response: detailResponse,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'inspections.collaborators_saved'),
      data: await setCollaborators(deps.db, actor, access, params.id, body.user_ids),
    }),
  }),
];
