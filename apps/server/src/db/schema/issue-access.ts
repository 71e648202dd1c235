import { boolean, date, foreignKey, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IssueAccessSettings } from '@fieldbook/domain';
import { memberships, organizations } from './workspaces';

/** A workspace's "who may" settings of issues (ADR 210); no row means the defaults. */
export const issueAccessSettings = pgTable('issue_access_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<IssueAccessSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The issue e-mails a member turned off in this workspace (ADR 211); no row means every kind is on. */
export const issueNotificationPreferences = pgTable(
  'issue_notification_preferences',
  {
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    onAssignment: boolean('on_assignment').notNull().default(true),
    onComment: boolean('on_comment').notNull().default(true),
    dailyDigest: boolean('daily_digest').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

/** The overdue-issue digests sent (ADR 211): one row per member and day, claimed before the mail goes out. */
export const issueDigestsSent = pgTable(
  'issue_digests_sent',
  {
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId, t.day] }),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
  ],
);
