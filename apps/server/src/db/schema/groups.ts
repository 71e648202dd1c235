import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships, organizations } from './workspaces';

/** Named sets of members of one organisation (spec §3 Group: id, name_lang). */
export const groups = pgTable(
  'groups',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    nameLang: text('name_lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('groups_org_name_key').on(t.orgId, sql`lower(${t.nameLang})`),
  ],
);

/** Which members belong to which group; leaving the organisation or deleting the group removes the row. */
export const groupMembers = pgTable(
  'group_members',
  {
    orgId: uuid('org_id').notNull(),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.groupId, t.userId] }),
    foreignKey({ columns: [t.orgId, t.groupId], foreignColumns: [groups.orgId, groups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    index('group_members_user_idx').on(t.orgId, t.userId),
  ],
);
