import { z } from 'zod';
import { conductAccessSchema } from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';
import { getConductAccess, setConductAccess } from './conduct.service';

const params = z.object({ id: z.string().uuid() });

/** Who may conduct a template (ADR 194); by default every member. */
export const conductAccessRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/template/:id/conduct-access',
    summary: 'Who may conduct the template (everyone, or the named users and groups)',
    params,
    response: z.object({ data: conductAccessSchema }),
    handler: async ({ deps, actor, params: p }) => ({ data: await getConductAccess(deps.db, actor, p.id) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/template/:id/conduct-access',
    summary: 'Sets who may conduct the template',
    permission: MANAGE_TEMPLATES,
    params,
    body: conductAccessSchema,
    response: z.object({ message: z.string(), data: conductAccessSchema }),
    handler: async ({ deps, actor, lang, params: p, body }) => ({
      message: translate(lang, 'inspections.conduct_access_saved'),
      data: await setConductAccess(deps.db, actor, p.id, body),
    }),
  }),
];
