import { z } from 'zod';
import {
  inspectionIssueRequestSchema,
  inspectionIssuesResponseSchema,
  issueMutationResponseSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { inspectionIssues, raiseInspectionIssue } from './raise-issue.service';

const idParams = z.object({ id: z.string().uuid() });

/**
 * Issues raised from inspections (ADR 205, "From inspections"): who may is the inspection's own access (its
 * editors raise, its readers list), not the issue list code.
 */
export const inspectionIssueRoutes = [
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/issues',
    summary: 'Raises an issue on an item of the inspection (conductor, collaborators, inspection managers)',
    params: idParams,
    body: inspectionIssueRequestSchema,
    response: issueMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'issues.created'),
      data: await raiseInspectionIssue(deps.db, actor, access, params.id, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/issues',
    summary: 'The issues linked to an inspection, oldest first (for its readers)',
    params: idParams,
    response: inspectionIssuesResponseSchema,
    handler: async ({ deps, actor, access, params }) => ({
      data: await inspectionIssues(deps.db, actor, access, params.id),
    }),
  }),
];
