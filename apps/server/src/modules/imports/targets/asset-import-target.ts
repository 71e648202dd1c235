import { fieldDefinitions, type ImportField } from '@fieldbook/domain';
import { errors } from '../../../platform/errors/app-error';
import { translate } from '../../../platform/i18n/i18n';
import { insertAssetBatch } from '../../assets/asset-batch';
import { readAssetType } from '../../assets/asset-types.repo';
import type { ImportTargetAdapter } from '../import-target';
import { customFieldColumns, fieldValues, rejectionsOf } from './target-fields';

/** Assets of one asset type: asset id and display name, then the type's used custom fields (spec §7). */
export const assetImportTarget: ImportTargetAdapter = {
  target: 'assets',
  activity: { action: 'asset.imported', entity: 'asset' },
  async fields(tx, typeId, lang): Promise<ImportField[]> {
    const type = await readAssetType(tx, typeId);
    if (type.archived_at) throw errors.validation({ type_id: { key: 'assets.validation.type_archived' } });
    return [
      { id: 'asset_id', name: translate(lang, 'imports.field_asset_id'), required: true },
      { id: 'display_name', name: translate(lang, 'imports.field_display_name'), required: true },
      ...customFieldColumns(fieldDefinitions(type.fields)),
    ];
  },
  async insertBatch(tx, actor, typeId, rows) {
    const outcome = await insertAssetBatch(
      tx,
      actor,
      typeId,
      rows.map((r) => ({
        row: r.line,
        asset_id: r.values.asset_id ?? '',
        display_name: r.values.display_name ?? '',
        fields: fieldValues(r.values),
      })),
    );
    return { inserted: outcome.inserted, rejected: rejectionsOf(outcome.rejected) };
  },
};
