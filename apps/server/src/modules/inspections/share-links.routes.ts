import { z } from 'zod';
import {
  apiMessageSchema,
  createdShareLinkSchema,
  createShareLinkRequestSchema,
  shareLinkSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links.service';

const idParams = z.object({ id: z.string().uuid() });
/** Reading the report is what sharing it builds on; who may create or revoke is the service's check (ADR 201). */
const permission = 'INS_VIEW_INSPECTION_REPORT';

/** Share links of an inspection's report (ADR 201): list, create (the token is answered once), revoke. */
export const shareLinkRoutes = [
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/share-links',
    summary: 'The share links of an inspection’s report, newest first (revoked and expired ones too)',
    permission,
    params: idParams,
    response: z.object({ data: z.array(shareLinkSchema) }),
    handler: async ({ deps, actor, access, params }) => ({
      data: await listShareLinks(deps.db, actor, access, params.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/share-links',
    summary:
      'Creates a public link to the report (optionally expiring); the token is shown only in this answer',
    permission,
    params: idParams,
    body: createShareLinkRequestSchema,
    response: z.object({ data: createdShareLinkSchema }),
    status: 201,
    handler: async ({ deps, actor, access, params, body }) => ({
      data: await createShareLink(deps.db, deps.config.publicUrl, actor, access, params.id, body.expires_at),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/inspections/:id/share-links/:linkId',
    summary: 'Revokes a share link: it answers 404 from now on',
    permission,
    params: idParams.extend({ linkId: z.string().uuid() }),
    response: apiMessageSchema,
    handler: async ({ deps, actor, access, lang, params }) => {
      await revokeShareLink(deps.db, actor, access, params.id, params.linkId);
      return { message: translate(lang, 'inspections.share_link_revoked') };
    },
  }),
];
