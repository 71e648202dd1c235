import type { ListFilter } from '@fieldbook/domain';

/**
 * The ids of an "any of" filter on `key` (exists-in, equals, all-in; not negated), else undefined: lists that keep
 * a relation in a side table (assignees of issues and assignments) turn it into an indexed id-in instead.
 */
export function anyOfIds(filter: ListFilter, key: string): string[] | undefined {
  const entry = filter[key];
  if (!entry || entry.not || !['exists-in', 'equals', 'all-in'].includes(entry.operator)) return undefined;
  const ids = (Array.isArray(entry.value) ? entry.value : [entry.value]).filter(
    (v): v is string => typeof v === 'string',
  );
  return ids.length ? ids : undefined;
}
