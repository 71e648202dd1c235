import { z } from 'zod';
import { listOutbox } from '../../platform/mail/mailer';
import { defineRoute } from '../../platform/http/route';

/** One outbox message as GET /api/dev/outbox answers it (e2e tests read codes and links from here). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});

/** Development-only calls; the module is not registered when NODE_ENV=production. */
export const devRoutes = [
  defineRoute({
    method: 'GET',
    url: '/dev/outbox',
    summary: 'Mail kept in the outbox, newest first (not in production)',
    auth: false,
    response: z.object({ data: z.array(outboxMessageSchema) }),
    handler: async ({ deps }) => ({
      data: (await listOutbox(deps.db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        links: m.links,
        created_at: m.createdAt.toISOString(),
      })),
    }),
  }),
];
