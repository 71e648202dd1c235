import { isValidFilterDate, type FilterValue } from '@fieldbook/domain';
import type { ElementType, ValueColumn } from './list-columns';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2_147_483_647;

/** A text operand: strings and numbers as typed; null for lists and booleans. */
export function textOperand(value: FilterValue): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** A number operand (number or numeric text); integer columns accept only safe integers. */
export function numberOperand(value: FilterValue, integer: boolean): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMBER_TEXT.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return null;
  return integer && !Number.isSafeInteger(n) ? null : n;
}

/** A date operand: YYYY-MM-DD on or after 1920-01-01. */
export function dateOperand(value: FilterValue): string | null {
  return isValidFilterDate(value) ? value : null;
}

/** A boolean operand: true/false, or their text from a URL. */
export function booleanOperand(value: FilterValue): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return null;
}

function element(value: unknown, type: ElementType): string | number | null {
  if (type === 'integer') {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d+$/.test(value)
          ? Number(value)
          : NaN;
    return Number.isSafeInteger(n) && Math.abs(n) <= INT4_MAX ? n : null;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  return type === 'uuid' && !UUID_TEXT.test(text) ? null : text;
}

/** The list operand of a multi-select filter, each value checked against the column's type and options. */
export function listOperand(value: FilterValue, column: ValueColumn): (string | number)[] | null {
  const list = Array.isArray(value) ? value : [value];
  const type = column.elements ?? 'text';
  const out: (string | number)[] = [];
  for (const item of list) {
    const checked = element(item, type);
    if (checked === null) return null;
    if (column.options && !column.options.includes(String(checked))) return null;
    out.push(checked);
  }
  return out.length > 0 ? out : null;
}
