import { sql } from 'drizzle-orm';
import { boolean, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PermissionCode } from '@fieldbook/domain';
import { memberships, organizations } from './workspaces';

/** Roles are per-organisation sets of permission codes. */
export const roles = pgTable(
  'roles',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    nameLang: text('name_lang').notNull(),
    permissions: text('permissions')
      .array()
      .$type<PermissionCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);

/** Which roles a member holds in an organisation. */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.orgId, t.roleId], foreignColumns: [roles.orgId, roles.id] }).onDelete('cascade'),
  ],
);
