import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Messages for the domain schema's refinements, whose keys the generic zod mapping cannot tell apart. */
const REFINEMENTS: Record<string, string> = {
  assets: 'assignments:validation.dataset',
  end_at: 'assignments:validation.duration',
  'recurrence.frequency': 'assignments:validation.never',
  'recurrence.end.until': 'assignments:validation.untilBeforeStart',
  'recurrence.duration_minutes': 'assignments:validation.duration',
};

/** The error of a dotted path in react-hook-form's nested errors. */
export function errorAt(
  errors: FieldErrors<FieldValues>,
  path: string,
): { message?: string; type?: string } | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' ? (node as { message?: string; type?: string }) : undefined;
}

/**
 * What a field shows: the server's message as sent, a refinement's own message where the schema has one, else the
 * translated zod message; `translate` turns an i18n key into text.
 */
export function fieldMessage(
  errors: FieldErrors<FieldValues>,
  path: string,
  translate: (key: string) => string,
): string | undefined {
  const error = errorAt(errors, path);
  if (!error?.message) return undefined;
  const key = REFINEMENTS[path];
  if (error.type === 'custom' && key) return translate(key);
  return error.message;
}
