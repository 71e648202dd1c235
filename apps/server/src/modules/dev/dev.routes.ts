import { z } from 'zod';
import type { PermissionCode } from '@fieldbook/domain';
import { errors } from '../../platform/errors/app-error';
import { listOutbox } from '../../platform/mail/mailer';
import { defineRoute } from '../../platform/http/route';

/** Who reads a workspace's outbox: its user administrators, who could reset those accounts anyway (ADR 187). */
export const OUTBOX_PERMISSION: PermissionCode = 'USR_MANAGE_USER';

/** One outbox message as GET /api/dev/outbox answers it (e2e tests read codes and links from here). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});

/** The declaration GET /api/dev/outbox and the /dev/mailbox page are guarded by: an administrator of a workspace. */
export const outboxRoute = defineRoute({
  method: 'GET',
  url: '/dev/outbox',
  summary:
    'The current workspace’s mail kept in the outbox, newest first (administrators; not in production)',
  permission: OUTBOX_PERMISSION,
  response: z.object({ data: z.array(outboxMessageSchema) }),
  handler: async ({ deps, access }) => {
    if (!access.org) throw errors.workspaceNotFound();
    return {
      data: (await listOutbox(deps.db, access.org.id)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: m.links,
        created_at: m.createdAt.toISOString(),
      })),
    };
  },
});

/** Development-only calls; the module is not registered when NODE_ENV=production. */
export const devRoutes = [outboxRoute];
