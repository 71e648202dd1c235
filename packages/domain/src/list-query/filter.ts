import { z } from 'zod';
import { isRelativeDatePreset } from './date-presets';
import { LIST_QUERY_MESSAGES, type ListQueryErrors, type ListQueryMessage } from './messages';
import { filterOperatorSchema, operatorValueShape, type FilterOperator } from './operators';

/** One value a filter compares with. */
export type FilterScalar = string | number | boolean;
/** A single value, a pair (between) or a list (multi-select), or null for the null checks. */
export type FilterValue = FilterScalar | FilterScalar[] | null;

/** A normalised filter entry (spec §3 Filter entry): operator, value, `not` flag. */
export interface FilterEntry {
  operator: FilterOperator;
  value: FilterValue;
  not: boolean;
}

/** Filters by public field name; one entry per field, as the filter panel has one input per field. */
export type ListFilter = Record<string, FilterEntry>;

/** Most filters one query may carry; a guard against abusive URLs, far above any real panel. */
export const MAX_FILTERS = 50;
/** Most values a list (multi-select) filter may carry. */
export const MAX_FILTER_LIST_VALUES = 500;

/** Public field names: an identifier, or `column->key` for a value inside a JSON column (custom fields). */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}(->[A-Za-z0-9_]{1,64})?$/;

/** Turns a column id such as `fields.color` into the wire form `fields->color` (spec §7). */
export function toFieldKey(columnId: string): string {
  return columnId.replaceAll('.', '->');
}

/** Turns a wire field key back into the web's column id (`fields->color` → `fields.color`). */
export function fromFieldKey(key: string): string {
  return key.replaceAll('->', '.');
}

const scalarSchema = z.union([z.string().max(1000), z.number().finite(), z.boolean()]);

/** A filter entry as it arrives on the wire, before empty values are dropped and shapes checked. */
export const rawFilterEntrySchema = z.strictObject({
  operator: filterOperatorSchema,
  value: z.union([scalarSchema, z.array(scalarSchema).max(MAX_FILTER_LIST_VALUES), z.null()]).optional(),
  not: z.boolean().optional(),
});
export type RawFilterEntry = z.infer<typeof rawFilterEntrySchema>;

/** Outcome of normalising one entry: kept (possibly reshaped), dropped as empty, or refused. */
export type EntryOutcome =
  { kind: 'keep'; entry: FilterEntry } | { kind: 'drop' } | { kind: 'error'; message: ListQueryMessage };

const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '';
const keep = (entry: RawFilterEntry, value: FilterValue): EntryOutcome => ({
  kind: 'keep',
  entry: { operator: entry.operator, value, not: entry.not === true },
});
const refuse = (message: ListQueryMessage = LIST_QUERY_MESSAGES.invalidValue): EntryOutcome => ({
  kind: 'error',
  message,
});

function normalisePair(entry: RawFilterEntry): EntryOutcome {
  const { value } = entry;
  if (isBlank(value)) return { kind: 'drop' };
  if (typeof value === 'string') return isRelativeDatePreset(value) ? keep(entry, value) : refuse();
  if (!Array.isArray(value) || value.length !== 2) return refuse();
  const blanks = value.filter(isBlank).length;
  if (blanks === 2) return { kind: 'drop' };
  return blanks === 0 ? keep(entry, value) : refuse();
}

function normaliseList(entry: RawFilterEntry): EntryOutcome {
  const { value } = entry;
  if (isBlank(value)) return { kind: 'drop' };
  const list = (Array.isArray(value) ? value : [value]).filter((v): v is FilterScalar => !isBlank(v));
  if (list.some((v) => typeof v === 'boolean')) return refuse();
  return list.length === 0 ? { kind: 'drop' } : keep(entry, list);
}

/**
 * Applies spec §5 to one entry: empty values and empty arrays are dropped, an OFF switch is
 * ignored, null checks take no value (or the word null), between takes a pair or a date preset.
 */
export function normaliseFilterEntry(entry: RawFilterEntry): EntryOutcome {
  const { value } = entry;
  switch (operatorValueShape(entry.operator)) {
    case 'none':
      return value === undefined || value === null || value === 'null' ? keep(entry, null) : refuse();
    case 'switch':
      if (typeof value !== 'boolean') return refuse();
      return value ? keep(entry, true) : { kind: 'drop' };
    case 'pair':
      return normalisePair(entry);
    case 'scalar-or-list':
      return Array.isArray(value) ? normaliseList(entry) : normaliseScalar(entry);
    case 'list':
      return normaliseList(entry);
    case 'scalar':
      return normaliseScalar(entry);
  }
}

function normaliseScalar(entry: RawFilterEntry): EntryOutcome {
  const { value } = entry;
  if (isBlank(value)) return { kind: 'drop' };
  return Array.isArray(value) ? refuse() : keep(entry, value ?? null);
}

/** Result of checking a whole filter: the kept entries, or a field → message map. */
export type FilterResult = { ok: true; filter: ListFilter } | { ok: false; errors: ListQueryErrors };

/**
 * Validates and normalises a filter object from the wire (already JSON-parsed); the one check the
 * codec, the filter panel's Apply and saved-query comparison all share. Keys become `->` form.
 */
export function normaliseFilter(input: unknown): FilterResult {
  const errors: ListQueryErrors = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { filter: LIST_QUERY_MESSAGES.invalidFilter } };
  }
  const entries = Object.entries(input);
  if (entries.length > MAX_FILTERS)
    return { ok: false, errors: { filter: LIST_QUERY_MESSAGES.invalidFilter } };
  const kept: [string, FilterEntry][] = [];
  for (const [rawKey, rawEntry] of entries) {
    const key = toFieldKey(rawKey);
    if (!FIELD_NAME_PATTERN.test(key)) {
      errors.filter = LIST_QUERY_MESSAGES.invalidFilter;
      continue;
    }
    const parsed = rawFilterEntrySchema.safeParse(rawEntry);
    if (!parsed.success) {
      const badOperator = parsed.error.issues.some((i) => i.path[0] === 'operator');
      errors[`filter.${key}`] = badOperator
        ? LIST_QUERY_MESSAGES.invalidOperator
        : LIST_QUERY_MESSAGES.invalidFilter;
      continue;
    }
    const outcome = normaliseFilterEntry(parsed.data);
    if (outcome.kind === 'error') errors[`filter.${key}`] = outcome.message;
    if (outcome.kind === 'keep') kept.push([key, outcome.entry]);
  }
  // fromEntries defines own properties, so a key such as __proto__ can never reach the prototype.
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, filter: Object.fromEntries(kept) };
}
