import {
  fieldDefinitions,
  isNumericFieldType,
  LANGUAGES,
  type Asset,
  type AssetTypeOption,
} from '@fieldbook/domain';
import i18next from 'i18next';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';

/** i18n namespace holding custom-field names, so the shared table and filters (which take label keys) show them. */
export const FIELD_LABELS_NS = 'asset-field-labels';
/** Custom-field columns shown before the user opens the column chooser. */
const VISIBLE_FIELD_COLUMNS = 3;

/** One used field of the workspace's types, labelled with its type when several types are listed. */
export interface ListedField {
  key: string;
  label: string;
  numeric: boolean;
}

/** The used fields of the listed types, in type order then field order. */
export function listedFields(types: readonly AssetTypeOption[]): ListedField[] {
  const several = types.length > 1;
  return types.flatMap((type) =>
    fieldDefinitions(type.fields ?? [])
      .filter((field) => field.is_used)
      .map((field) => ({
        key: field.key,
        label: several ? `${field.name} (${type.name})` : field.name,
        numeric: isNumericFieldType(field.field_type),
      })),
  );
}

/** Registers the names under {@link FIELD_LABELS_NS} in every language (user data is not translated). */
export function registerFieldLabels(fields: readonly ListedField[]): void {
  const labels = Object.fromEntries(fields.map((field) => [field.key, field.label]));
  for (const language of LANGUAGES) i18next.addResourceBundle(language, FIELD_LABELS_NS, labels, true, true);
}

const labelKey = (key: string) => `${FIELD_LABELS_NS}:${key}`;

/** A column per custom field (`fields.key`, sorted as `fields->key`); the first few shown, the rest in the chooser. */
export function customFieldColumns(fields: readonly ListedField[]): DataTableColumn<Asset>[] {
  return fields.map((field, index) => ({
    id: `fields.${field.key}`,
    headerKey: labelKey(field.key),
    sortable: true,
    defaultHidden: index >= VISIBLE_FIELD_COLUMNS,
    cell: (asset) => asset.fields[field.key] ?? '',
  }));
}

/** A filter per custom field: numbers for integer, number and decimal fields, text otherwise. */
export function customFieldFilters(fields: readonly ListedField[]): FilterDefinition[] {
  return fields.map((field) => ({
    field: `fields.${field.key}`,
    labelKey: labelKey(field.key),
    type: field.numeric ? 'number' : 'text',
  }));
}
