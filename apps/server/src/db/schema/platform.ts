import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './workspaces';

/** Rate-limit counters live in the database so several server processes share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  /** The next attempt is refused before this moment (progressive delays, ADR 189). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Mail kept when no SMTP server is configured; a workspace's administrators read its own at /dev/mailbox (ADR 187). */
/** An attachment as the outbox records it. */
export interface MailAttachmentInfo {
  name: string;
  content_type: string;
  size: number;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace the mail concerns; null: nobody reads it through the app, only the server log. */
    workspaceId: uuid('workspace_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** What was attached (name, type, size); the bytes are not kept in the outbox (ADR 206). */
    attachments: jsonb('attachments').$type<MailAttachmentInfo[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_workspace_idx').on(t.workspaceId, t.createdAt.desc())],
);
