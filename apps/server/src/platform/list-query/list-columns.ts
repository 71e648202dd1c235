import { FIELD_NAME_PATTERN, type FilterKind, type SortSpec } from '@fieldbook/domain';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/** How a whitelisted column is compared; decides operators, value checks and casts. */
export type ColumnKind = 'text' | 'number' | 'date' | 'datetime' | 'boolean' | 'enum' | 'array';

/** Element type of enum and array columns: values are checked and the parameter cast to match. */
export type ElementType = 'text' | 'uuid' | 'integer';

/** A filterable/sortable column or expression under its public field name. */
export interface ValueColumn {
  kind: ColumnKind;
  /** A Drizzle column or any `sql` expression over the listed table. */
  expr: SQLWrapper;
  /** For enum/array: the type of one value (default text). */
  elements?: ElementType;
  /** For enum/array: the only values a filter may name (e.g. user statuses). */
  options?: readonly string[];
  /** For number: the column holds integers, so values must be integers and keep the index usable. */
  integer?: boolean;
  /** Defaults to true; false for a column only shown, never sorted. */
  sortable?: boolean;
  /** Defaults to true; false for a column only sorted, never filtered. */
  filterable?: boolean;
}

/** A switch filter: when ON the predicate applies, OFF is ignored (spec §4). Not sortable. */
export interface SwitchColumn {
  kind: 'switch';
  when: SQL;
}

export type ListColumn = ValueColumn | SwitchColumn;

/** Custom-field values inside a jsonb column, public as `<prefix>->key` (spec §3 Dynamic column field). */
export interface CustomFieldsColumn {
  /** The jsonb column holding `{ key: value }`. */
  column: SQLWrapper;
  /** Public name before `->`; defaults to `fields`. */
  prefix?: string;
}

/** A table's whitelist: the only fields a list call may filter or sort by. */
export interface ListTable {
  /** The spec's table_name, also the saved queries' table. */
  tableName: string;
  columns: Record<string, ListColumn>;
  /** A unique column appended to every ORDER BY so pages never overlap or skip rows. */
  tiebreaker: SQLWrapper;
  /** Sort used when the query has none. */
  defaultSort: SortSpec;
  customFields?: CustomFieldsColumn;
}

/** How custom-field values compare: spec types integer, number and decimal behave as numbers. */
export type CustomFieldKind = 'text' | 'number';

/** Maps a custom field's field_type (spec §3) onto how its values are filtered and sorted. */
export function customFieldKind(fieldType: string): CustomFieldKind {
  return ['integer', 'number', 'decimal'].includes(fieldType) ? 'number' : 'text';
}

/** The domain filter kind (operator set) of a column kind. */
export function filterKindOf(kind: ColumnKind): FilterKind {
  const kinds: Record<ColumnKind, FilterKind> = {
    text: 'text',
    number: 'number',
    date: 'date',
    datetime: 'date',
    boolean: 'boolean',
    enum: 'multi',
    array: 'multi',
  };
  return kinds[kind];
}

/**
 * Declares a table's whitelist once per module; checks at start-up that every public name is a
 * safe field name and that the default sort is a sortable column, so mistakes fail loudly early.
 */
export function defineListTable(table: ListTable): ListTable {
  for (const name of Object.keys(table.columns)) {
    if (!FIELD_NAME_PATTERN.test(name) || name.includes('->'))
      throw new Error(`Unsafe list column name: ${name}`);
  }
  const prefix = table.customFields?.prefix ?? 'fields';
  if (table.customFields && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix)) {
    throw new Error(`Unsafe custom-field prefix: ${prefix}`);
  }
  const sortColumn = Object.hasOwn(table.columns, table.defaultSort.key)
    ? table.columns[table.defaultSort.key]
    : null;
  if (!sortColumn || sortColumn.kind === 'switch' || sortColumn.sortable === false) {
    throw new Error(`Default sort of ${table.tableName} is not a sortable column: ${table.defaultSort.key}`);
  }
  return table;
}
