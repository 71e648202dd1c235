import { FIELD_NAME_PATTERN } from '@fieldbook/domain';
import { sql } from 'drizzle-orm';
import type { CustomFieldKind, ListColumn, ListTable } from './list-columns';

/** Text a custom-field value must look like before it is cast to numeric (anything else is null). */
const NUMERIC_TEXT = '^\\s*-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$';

/**
 * Finds the whitelisted column behind a public field name, including `fields->key` custom-field
 * values; null when the table does not offer it. The custom-field key travels as a parameter.
 */
export function resolveField(
  table: ListTable,
  name: string,
  customFieldKinds?: Readonly<Record<string, CustomFieldKind>>,
): ListColumn | null {
  if (!FIELD_NAME_PATTERN.test(name)) return null;
  const arrow = name.indexOf('->');
  if (arrow < 0) return Object.hasOwn(table.columns, name) ? (table.columns[name] ?? null) : null;
  const custom = table.customFields;
  const prefix = name.slice(0, arrow);
  const key = name.slice(arrow + 2);
  if (!custom || prefix !== (custom.prefix ?? 'fields')) return null;
  if (customFieldKinds && !Object.hasOwn(customFieldKinds, key)) return null;
  const text = sql`(${custom.column} ->> ${key}::text)`;
  if (customFieldKinds?.[key] === 'number') {
    return {
      kind: 'number',
      expr: sql`(case when ${text} ~ ${NUMERIC_TEXT}::text then ${text}::numeric end)`,
    };
  }
  return { kind: 'text', expr: text };
}
