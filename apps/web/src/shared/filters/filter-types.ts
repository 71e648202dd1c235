import type { FilterEntry, FilterKind, FilterOperator, FilterValue } from '@fieldbook/domain';
import type { RemoteOption } from '@fieldbook/domain/list-query/remote-options.schema';

/** The input a filter shows; `select`/`multi-select` may load their options remotely. */
export type FilterInputType = 'text' | 'number' | 'date' | 'select' | 'multi-select' | 'switch';

/** A fixed option of a select filter: a value and either an i18n key or a literal label. */
export interface FilterOption {
  value: string;
  labelKey?: string;
  label?: string;
}

/** Declares one filter of a table: which field, how it is entered, where its options come from. */
export interface FilterDefinition {
  /** Field id as the list endpoint knows it (`.` for JSON fields; sent as `->`). */
  field: string;
  /** i18n key of the filter's label. */
  labelKey: string;
  type: FilterInputType;
  /** Fixed options of a select or multi-select filter. */
  options?: readonly FilterOption[];
  /** Endpoint answering `{ data: [...] }` for GET with q or ids (spec §7 remote filter URL). */
  remoteUrl?: string;
  /** Label of a remote option whose endpoint has no name-like field (assets: asset id and name). */
  optionLabel?: (option: RemoteOption) => string;
  /** Restricts the operators offered (defaults to all of the input type's kind). */
  operators?: readonly FilterOperator[];
  /** A hidden filter is applied but shows neither in the panel nor as a tag (spec §4). */
  hidden?: boolean;
}

/** What the panel holds for one field while the user edits it, before Apply. */
export interface DraftEntry {
  operator: FilterOperator;
  value: FilterValue | undefined;
  not: boolean;
}

/** Field → draft entry; fields the user has not touched are absent. */
export type FilterDraft = Record<string, DraftEntry>;

/** The filter kind (operator family) of an input type. */
export function filterKindOf(type: FilterInputType): FilterKind {
  switch (type) {
    case 'text':
      return 'text';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'select':
      return 'text';
    case 'multi-select':
      return 'multi';
    case 'switch':
      return 'boolean';
  }
}

/** A filter entry in the draft's looser shape (its value may be missing while editing). */
export function toDraftEntry(entry: FilterEntry): DraftEntry {
  return { operator: entry.operator, value: entry.value, not: entry.not };
}
