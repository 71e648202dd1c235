import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RatingLabels } from '@fieldbook/domain';
import { organizations } from './workspaces';

/** Where a rating level's icon is stored (generated key; type and size as checked on upload). */
export interface StoredRatingIcon {
  key: string;
  mime: string;
  size: number;
  name: string;
}

/**
 * One level of a workspace's rating scale (spec §3 Rating settings: icons, rating, order): its value
 * 1–5, labels per language, colour, icon and display position (ADR 116).
 */
export const checklistRatings = pgTable(
  'checklist_ratings',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    value: integer('value').notNull(),
    labels: jsonb('labels').$type<RatingLabels>().notNull(),
    color: text('color'),
    icon: jsonb('icon').$type<StoredRatingIcon>(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('checklist_ratings_org_value_key').on(t.orgId, t.value),
  ],
);
