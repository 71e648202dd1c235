import { eq, sql } from 'drizzle-orm';
import type { GlobalResponse } from '@fieldbook/domain/templates';
import { globalResponses } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of the global-response list (saved queries). */
export const GLOBAL_RESPONSES_TABLE = 'global_responses';

const optionsCount = sql<number>`jsonb_array_length(${globalResponses.options})`;

/** The global-response list's whitelist. */
export const globalResponsesListTable = defineListTable({
  tableName: GLOBAL_RESPONSES_TABLE,
  columns: {
    title: { kind: 'text', expr: globalResponses.title },
    options_count: { kind: 'number', expr: optionsCount, integer: true },
    created_at: { kind: 'datetime', expr: globalResponses.createdAt },
    updated_at: { kind: 'datetime', expr: globalResponses.updatedAt },
  },
  tiebreaker: globalResponses.id,
  defaultSort: { key: 'title', direction: 'asc' },
});

/** The one mapper from a row to the spec's global response set (uuid = id). */
export function toGlobalResponse(row: typeof globalResponses.$inferSelect): GlobalResponse {
  return {
    id: row.id,
    uuid: row.id,
    title: row.title,
    options: row.options,
    translations: row.translations,
    options_count: row.options.length,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** One global response set of the organisation (RLS), locked when asked; 404 otherwise. */
export async function readGlobalResponseRow(tx: Executor, id: string, lock = false) {
  const query = tx.select().from(globalResponses).where(eq(globalResponses.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return row;
}
