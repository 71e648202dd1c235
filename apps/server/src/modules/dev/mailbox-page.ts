import type { FastifyInstance } from 'fastify';
import { errors } from '../../platform/errors/app-error';
import { guardRoute } from '../../platform/http/guard';
import { listOutbox } from '../../platform/mail/mailer';
import { outboxRoute } from './dev.routes';

/** Escapes text for HTML so mail content can never inject markup into the mailbox page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Renders the outbox as one self-contained page: what a developer opens to follow e-mailed links. */
export function renderMailbox(messages: Awaited<ReturnType<typeof listOutbox>>): string {
  const items = messages
    .map(
      (m) =>
        `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(
          m.createdAt.toISOString(),
        )}</span></header><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fieldbook dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #dee2e6;border-radius:8px;margin:1rem 0;padding:1rem}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span{color:#5c5f66}pre{white-space:pre-wrap;font:inherit}a{color:#1864ab}</style></head>
<body><h1>Dev mailbox</h1><p>Your workspace’s mail, kept because no SMTP_URL is set, newest first. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

/** Serves /dev/mailbox (only registered outside production) to the current workspace's administrators (ADR 187). */
export function registerMailboxPage(app: FastifyInstance): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    await guardRoute(outboxRoute, request, reply);
    const org = request.access?.org;
    if (!org) throw errors.workspaceNotFound();
    return reply.type('text/html; charset=utf-8').send(renderMailbox(await listOutbox(app.deps.db, org.id)));
  });
}
