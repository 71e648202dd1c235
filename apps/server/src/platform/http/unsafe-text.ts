import type { FieldMessage } from '../errors/app-error';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL character or half of a surrogate pair: text PostgreSQL cannot store. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * The fields of a parsed request part (body, query or path parameters) whose text — a value or a key —
 * PostgreSQL would refuse, each mapped to its message: such input is refused before any schema or handler
 * sees it. Walks without recursion, so deeply nested input cannot exhaust the stack.
 */
export function unsafeTextFields(data: unknown): Record<string, FieldMessage> | null {
  const fields: Record<string, FieldMessage> = {};
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (isUnsafeText(value)) fields[path.join('.') || '_'] = { key: 'gen.validations.invalid_characters' };
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (isUnsafeText(key))
          fields[[...path, '_'].join('.')] = { key: 'gen.validations.invalid_characters' };
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
