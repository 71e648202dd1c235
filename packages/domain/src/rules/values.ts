import { dateComparable } from './date-values';

/** An answer as the engine sees it: scalar, multi-select ids, or nothing. */
export type AnswerValue = string | number | boolean | readonly string[] | null;

/** Values operators compare: answers and static rule values (which may hold numbers in lists). */
export type OperandValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** True when there is no answer at all (the "is null" check). */
export function isNullish(v: OperandValue): v is null | undefined {
  return v === null || v === undefined;
}

/** True when an answer is missing or blank: null, whitespace-only text or an empty selection. */
export function isBlank(v: OperandValue): boolean {
  if (isNullish(v)) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

const NUMERIC_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Reads a value as a number when it is one or is numeric text; null otherwise. */
export function toNumber(v: OperandValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && NUMERIC_RE.test(v.trim())) return Number(v.trim());
  return null;
}

/** A value reduced to something ordered: a number, an instant or a time of day. */
export interface Comparable {
  kind: 'number' | 'instant' | 'time';
  at: number;
}

/** Makes a value comparable for bigger/smaller/between: numbers first, then rule timestamps. */
export function toComparable(v: OperandValue): Comparable | null {
  const n = toNumber(v);
  if (n !== null) return { kind: 'number', at: n };
  if (typeof v === 'string') return dateComparable(v.trim());
  return null;
}

/** Normalised text for case- and space-insensitive matching. */
export function toText(v: string | number | boolean): string {
  return String(v).trim().toLowerCase();
}

/** The elements of a value seen as a set (a scalar is a one-element set, nothing is empty). */
export function toList(v: OperandValue): readonly (string | number | boolean)[] {
  if (isNullish(v)) return [];
  if (Array.isArray(v)) return v as readonly (string | number)[];
  return [v as string | number | boolean];
}

/** Equality of two scalars as users expect: numbers and dates by value, text case-insensitively. */
export function scalarEquals(a: string | number | boolean, b: string | number | boolean): boolean {
  const ca = toComparable(a);
  const cb = toComparable(b);
  if (ca && cb) return ca.kind === cb.kind && ca.at === cb.at;
  return toText(a) === toText(b);
}

/** Whether a list holds a scalar under scalarEquals. */
export function listIncludes(
  list: readonly (string | number | boolean)[],
  x: string | number | boolean,
): boolean {
  return list.some((y) => scalarEquals(x, y));
}

/** Structural equality of answer values, used to stop propagation when nothing changed. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}
