import {
  fromFieldKey,
  isRelativeDatePreset,
  isValidDateRange,
  LIST_QUERY_MESSAGES,
  normaliseFilter,
  operatorChangeResetsValue,
  operatorsForKind,
  operatorValueShape,
  toFieldKey,
  type FilterOperator,
  type ListFilter,
  type ListQueryErrors,
} from '@fieldbook/domain';
import {
  filterKindOf,
  toDraftEntry,
  type DraftEntry,
  type FilterDefinition,
  type FilterDraft,
} from './filter-types';

/** The operators a definition offers, in panel order. */
export function operatorsFor(definition: FilterDefinition): readonly FilterOperator[] {
  if (definition.operators) return definition.operators;
  if (definition.type === 'switch') return ['switch'];
  if (definition.type === 'select') return ['equals', 'not-equals', 'is-null', 'is-not-null'];
  return operatorsForKind(filterKindOf(definition.type));
}

/** The entry a field starts with when the user first touches it. */
export function initialDraftEntry(definition: FilterDefinition): DraftEntry {
  const offered = operatorsFor(definition);
  const [first = 'equals'] = offered;
  const preferred: FilterOperator | undefined =
    definition.type === 'text' ? 'string-contains' : definition.type === 'date' ? 'bt' : undefined;
  const operator = preferred && offered.includes(preferred) ? preferred : first;
  return { operator, value: definition.type === 'switch' ? false : undefined, not: false };
}

/** The panel's draft for an applied filter (keys back in column-id form). */
export function draftFromFilter(filter: ListFilter): FilterDraft {
  return Object.fromEntries(
    Object.entries(filter).map(([key, entry]) => [fromFieldKey(key), toDraftEntry(entry)]),
  );
}

/**
 * Changes a field's operator under spec §4's rules: switching to or from between resets the
 * inputs, and the null checks take no value at all.
 */
export function changeOperator(
  draft: FilterDraft,
  definition: FilterDefinition,
  operator: FilterOperator,
): FilterDraft {
  const current = draft[definition.field] ?? initialDraftEntry(definition);
  const reset =
    operatorChangeResetsValue(current.operator, operator) || operatorValueShape(operator) === 'none';
  return {
    ...draft,
    [definition.field]: { ...current, operator, value: reset ? undefined : current.value },
  };
}

/** Sets a field's value, starting the field from its initial entry when untouched. */
export function changeValue(
  draft: FilterDraft,
  definition: FilterDefinition,
  value: DraftEntry['value'],
): FilterDraft {
  const current = draft[definition.field] ?? initialDraftEntry(definition);
  return { ...draft, [definition.field]: { ...current, value } };
}

/** Flips a field's `not` flag. */
export function toggleNot(draft: FilterDraft, definition: FilterDefinition): FilterDraft {
  const current = draft[definition.field] ?? initialDraftEntry(definition);
  return { ...draft, [definition.field]: { ...current, not: !current.not } };
}

/** True when the operator takes no value, so the panel hides the value inputs (spec §4). */
export function hidesValueInput(operator: FilterOperator): boolean {
  return operatorValueShape(operator) === 'none';
}

/** Outcome of Apply: the filter to put in the query, or field → message keys to show. */
export type ApplyResult = { ok: true; filter: ListFilter } | { ok: false; errors: ListQueryErrors };

/**
 * Apply (spec §4/§5): drops empty values and OFF switches through the domain's one normaliser,
 * and refuses a date range that is neither a preset nor two valid dates in order.
 */
export function applyDraft(draft: FilterDraft, definitions: readonly FilterDefinition[]): ApplyResult {
  const errors: ListQueryErrors = {};
  for (const definition of definitions) {
    const entry = draft[definition.field];
    if (definition.type !== 'date' || !entry || operatorValueShape(entry.operator) !== 'pair') continue;
    const value = entry.value;
    const empty =
      value === undefined || value === null || (Array.isArray(value) && value.every((v) => v === ''));
    if (!empty && !isRelativeDatePreset(value) && !isValidDateRange(value))
      errors[`filter.${toFieldKey(definition.field)}`] = LIST_QUERY_MESSAGES.invalidDateRange;
  }
  const result = normaliseFilter(draft);
  if (!result.ok) return { ok: false, errors: { ...result.errors, ...errors } };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
}

/** Reset (spec §4): the user's filter empties; forced filters live apart and so are kept. */
export function resetDraft(): FilterDraft {
  return {};
}

/** Removes one applied filter by its tag; a forced filter's tag cannot be cleared. */
export function removeFilter(filter: ListFilter, field: string, forced: ListFilter): ListFilter {
  const key = toFieldKey(field);
  if (key in forced) return filter;
  return Object.fromEntries(Object.entries(filter).filter(([k]) => k !== key));
}

/** The filter sent to the server: the user's filter with forced entries on top. */
export function effectiveFilter(filter: ListFilter, forced: ListFilter): ListFilter {
  return { ...filter, ...forced };
}
