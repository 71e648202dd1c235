import { isNumericFieldType, type CustomFieldEntry, type ListItem } from '@fieldbook/domain';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { usedFields } from './list-item-modal';

/** Item table columns: item id, display name, then one column per used field of the list (`fields.key`). */
export function itemColumns(fields: readonly CustomFieldEntry[]): DataTableColumn<ListItem>[] {
  return [
    {
      id: 'item_id',
      headerKey: 'resources:fields.itemId',
      sortable: true,
      hideable: false,
      cell: (i) => i.item_id,
    },
    {
      id: 'display_name',
      headerKey: 'resources:fields.displayName',
      sortable: true,
      cell: (i) => i.display_name,
    },
    ...usedFields(fields).map((field): DataTableColumn<ListItem> => ({
      id: `fields.${field.key}`,
      // A user-given field name: i18next answers an unknown key with the key itself.
      headerKey: field.name,
      sortable: true,
      cell: (item) => item.fields[field.key] ?? '',
    })),
  ];
}

/** Item filters: the fixed columns plus each used field as text or number. */
export function itemFilters(fields: readonly CustomFieldEntry[]): FilterDefinition[] {
  return [
    { field: 'item_id', labelKey: 'resources:fields.itemId', type: 'text' },
    { field: 'display_name', labelKey: 'resources:fields.displayName', type: 'text' },
    ...usedFields(fields).map((field): FilterDefinition => ({
      field: `fields.${field.key}`,
      labelKey: field.name,
      type: isNumericFieldType(field.field_type) ? 'number' : 'text',
    })),
  ];
}
