import { sql } from 'drizzle-orm';
import type { ListItemImportRow, ListItemRejection } from '@fieldbook/domain';
import { globalListItems } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { recordActivity, type Actor } from '../../platform/db/tenancy';
import { archivedError } from './resource-errors';
import { scopeOf } from '../users/users.service';
import { lockGlobalList } from './global-lists.repo';
import { checkListItem } from './list-item-values';

/** Outcome of one batch: how many rows were stored and which were refused, with why. */
export interface ListItemBatchResult {
  inserted: number;
  rejected: ListItemRejection[];
}

const DUPLICATE = { field: 'item_id', key: 'resources.validations.duplicate_item_id' } as const;

/** Rows per INSERT statement, well below PostgreSQL's parameter limit. */
const CHUNK = 1000;

/**
 * Stores a batch of import rows in a list inside the caller's transaction (the bulk importer owns it, so a
 * failed import rolls back whole). Each row is validated like a form; a row whose item id repeats one in the
 * batch or in the list is refused with `resources.validations.duplicate_item_id`. `row` in a rejection is the
 * index in `rows`. Writes one activity-log row per batch. Throws 404 for an unknown list and 422 for an
 * archived one. The transaction must already run as the tenant (withTenant).
 */
export async function insertListItemBatch(
  tx: Tx,
  actor: Actor,
  listId: string,
  rows: readonly ListItemImportRow[],
): Promise<ListItemBatchResult> {
  const { orgId } = scopeOf(actor);
  const list = await lockGlobalList(tx, listId);
  if (list.archived) throw archivedError();
  const rejected: ListItemRejection[] = [];
  const accepted: { row: number; itemId: string; displayName: string; fields: Record<string, unknown> }[] =
    [];
  const seen = new Set<string>();
  rows.forEach((input, row) => {
    const checked = checkListItem(list, input, true);
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.errors)[0] ?? [
        'item_id',
        { key: 'gen.validations.required' },
      ];
      rejected.push({
        row,
        reason: { field, key: message.key, ...(message.params && { params: message.params }) },
      });
      return;
    }
    const folded = checked.itemId.toLowerCase();
    if (seen.has(folded)) {
      rejected.push({ row, reason: DUPLICATE });
      return;
    }
    seen.add(folded);
    accepted.push({ row, ...checked });
  });
  let inserted = 0;
  for (let start = 0; start < accepted.length; start += CHUNK) {
    const chunk = accepted.slice(start, start + CHUNK);
    const stored = await tx
      .insert(globalListItems)
      .values(
        chunk.map((item) => ({
          orgId,
          listId,
          itemId: item.itemId,
          displayName: item.displayName,
          fields: item.fields as Record<string, string | number | null>,
        })),
      )
      .onConflictDoNothing()
      .returning({ itemId: sql<string>`lower(${globalListItems.itemId})` });
    const storedIds = new Set(stored.map((s) => s.itemId));
    for (const item of chunk) {
      if (!storedIds.has(item.itemId.toLowerCase())) rejected.push({ row: item.row, reason: DUPLICATE });
    }
    inserted += stored.length;
  }
  rejected.sort((a, b) => a.row - b.row);
  await recordActivity(tx, actor, {
    action: 'global_list.items_imported',
    entity: 'global_list',
    entityId: listId,
    summary: { name: list.name, inserted, rejected: rejected.length },
  });
  return { inserted, rejected };
}
