import { fieldDefinitions, type ImportField } from '@fieldbook/domain';
import { translate } from '../../../platform/i18n/i18n';
import { readGlobalList } from '../../global-lists/global-lists.repo';
import { insertListItemBatch } from '../../global-lists/list-item-batch';
import { archivedError } from '../../global-lists/resource-errors';
import type { ImportTargetAdapter } from '../import-target';
import { customFieldColumns, fieldValues, reasonOf } from './target-fields';

/** Items of one global list: item id and display name, then the list's used custom fields (spec §7). */
export const listItemImportTarget: ImportTargetAdapter = {
  target: 'global-list-items',
  activity: { action: 'global_list_item.imported', entity: 'global_list_item' },
  async fields(tx, listId, lang): Promise<ImportField[]> {
    const list = await readGlobalList(tx, listId);
    if (list.archived) throw archivedError();
    return [
      { id: 'item_id', name: translate(lang, 'imports.field_item_id'), required: true },
      { id: 'display_name', name: translate(lang, 'imports.field_display_name'), required: true },
      ...customFieldColumns(fieldDefinitions(list.fields)),
    ];
  },
  async insertBatch(tx, actor, listId, rows) {
    const outcome = await insertListItemBatch(
      tx,
      actor,
      listId,
      rows.map((r) => ({
        item_id: r.values.item_id ?? '',
        display_name: r.values.display_name ?? '',
        fields: fieldValues(r.values),
      })),
    );
    // The list batch numbers its refusals by position in the batch; the report wants file rows.
    return {
      inserted: outcome.inserted,
      rejected: outcome.rejected.map((r) => ({
        line: rows[r.row]?.line ?? r.row,
        reasons: [reasonOf(r.reason.field, r.reason)],
      })),
    };
  },
};
