import { fromFieldKey, type FilterEntry, type ListFilter } from '@fieldbook/domain';
import type { FilterDefinition } from './filter-types';

/** One tag above the table: a field's applied filter, removable unless it is forced. */
export interface FilterTag {
  field: string;
  labelKey: string;
  entry: FilterEntry;
  removable: boolean;
}

/**
 * The tags to show for the applied and forced filters (spec §4): one per field, forced ones not
 * removable, hidden filters and fields without a definition left out.
 */
export function filterTags(
  filter: ListFilter,
  forced: ListFilter,
  definitions: readonly FilterDefinition[],
): FilterTag[] {
  const byField = new Map(definitions.map((d) => [d.field, d]));
  const merged = { ...filter, ...forced };
  return Object.entries(merged).flatMap(([key, entry]) => {
    const definition = byField.get(fromFieldKey(key));
    if (!definition || definition.hidden) return [];
    return [{ field: definition.field, labelKey: definition.labelKey, entry, removable: !(key in forced) }];
  });
}
