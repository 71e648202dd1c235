import { z } from 'zod';

/** Text operators of spec §5, in the order the filter panel offers them. */
export const TEXT_OPERATORS = [
  'equals',
  'not-equals',
  'string-contains',
  'starts-with',
  'ends-with',
  'is-null',
  'is-not-null',
] as const satisfies readonly FilterOperator[];

/** Number and date operators of spec §5; `bt` is "between" and takes a pair. */
export const RANGE_OPERATORS = [
  'equals',
  'not-equals',
  'greater',
  'greater-equal-to',
  'lesser',
  'lesser-equal-to',
  'bt',
  'not-between',
  'is-null',
  'is-not-null',
] as const satisfies readonly FilterOperator[];

/**
 * Multi-select operators of spec §5 with their wire names (ADR 070): exists-in, not-exists-in,
 * equals (exact set), not-equals, all-in, all-not-in, plus the null checks.
 */
export const MULTI_OPERATORS = [
  'exists-in',
  'not-exists-in',
  'equals',
  'not-equals',
  'all-in',
  'all-not-in',
  'is-null',
  'is-not-null',
] as const satisfies readonly FilterOperator[];

/** Boolean columns: a value comparison, a switch (ON applies, OFF is ignored) and null checks. */
export const BOOLEAN_OPERATORS = [
  'equals',
  'not-equals',
  'switch',
  'is-null',
  'is-not-null',
] as const satisfies readonly FilterOperator[];

/** Every operator name the codec accepts; which ones a field allows depends on its kind. */
export const FILTER_OPERATORS = [
  'equals',
  'not-equals',
  'string-contains',
  'starts-with',
  'ends-with',
  'greater',
  'greater-equal-to',
  'lesser',
  'lesser-equal-to',
  'bt',
  'not-between',
  'exists-in',
  'not-exists-in',
  'all-in',
  'all-not-in',
  'switch',
  'is-null',
  'is-not-null',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Validates an operator name from the wire. */
export const filterOperatorSchema = z.enum(FILTER_OPERATORS);

/** What a field holds, as far as filtering is concerned; the server maps its column kinds onto these. */
export type FilterKind = 'text' | 'number' | 'date' | 'multi' | 'boolean';

const OPERATORS_BY_KIND: Record<FilterKind, readonly FilterOperator[]> = {
  text: TEXT_OPERATORS,
  number: RANGE_OPERATORS,
  date: RANGE_OPERATORS,
  multi: MULTI_OPERATORS,
  boolean: BOOLEAN_OPERATORS,
};

/** The operators the filter panel offers and the server accepts for a field of this kind. */
export function operatorsForKind(kind: FilterKind): readonly FilterOperator[] {
  return OPERATORS_BY_KIND[kind];
}

/** The shape of value an operator takes: drives the filter inputs and the codec's shape check. */
export type OperatorValueShape = 'none' | 'scalar' | 'pair' | 'list' | 'scalar-or-list' | 'switch';

const SHAPES: Record<FilterOperator, OperatorValueShape> = {
  'is-null': 'none',
  'is-not-null': 'none',
  bt: 'pair',
  'not-between': 'pair',
  'exists-in': 'list',
  'not-exists-in': 'list',
  'all-in': 'list',
  'all-not-in': 'list',
  equals: 'scalar-or-list',
  'not-equals': 'scalar-or-list',
  switch: 'switch',
  'string-contains': 'scalar',
  'starts-with': 'scalar',
  'ends-with': 'scalar',
  greater: 'scalar',
  'greater-equal-to': 'scalar',
  lesser: 'scalar',
  'lesser-equal-to': 'scalar',
};

/** Value shape of an operator (equals/not-equals take a list only on multi-select fields). */
export function operatorValueShape(operator: FilterOperator): OperatorValueShape {
  return SHAPES[operator];
}

/** True when switching between these operators must reset the inputs (spec §4: to or from between). */
export function operatorChangeResetsValue(from: FilterOperator, to: FilterOperator): boolean {
  const pair = (op: FilterOperator): boolean => SHAPES[op] === 'pair';
  return pair(from) !== pair(to);
}
