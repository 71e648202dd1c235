import type { RuleOperator } from './rule-set.schema';
import {
  isBlank,
  isNullish,
  listIncludes,
  scalarEquals,
  toComparable,
  toList,
  toText,
  type Comparable,
  type OperandValue,
} from './values';

type Scalar = string | number | boolean;
type OperatorFn = (left: OperandValue, right: OperandValue) => boolean;

function scalarOf(v: OperandValue): Scalar | null {
  if (isNullish(v) || Array.isArray(v)) return null;
  return v as Scalar;
}

function textTest(test: (l: string, r: string) => boolean): OperatorFn {
  return (left, right) => {
    const r = scalarOf(right);
    if (r === null) return false;
    if (Array.isArray(left)) return left.some((x: Scalar) => test(toText(x), toText(r)));
    const l = scalarOf(left);
    return l !== null && test(toText(l), toText(r));
  };
}

function compare(test: (l: number, r: number) => boolean): OperatorFn {
  return (left, right) => {
    const l = toComparable(left);
    const r = toComparable(right);
    return l !== null && r !== null && l.kind === r.kind && test(l.at, r.at);
  };
}

function range(v: OperandValue): [Comparable, Comparable] | null {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const lo = toComparable(v[0] as Scalar);
  const hi = toComparable(v[1] as Scalar);
  return lo && hi && lo.kind === hi.kind ? [lo, hi] : null;
}

function inRange(left: OperandValue, right: OperandValue): boolean | null {
  const l = toComparable(left);
  const r = range(right);
  if (!l || !r || l.kind !== r[0].kind) return null;
  return l.at >= r[0].at && l.at <= r[1].at;
}

function equals(left: OperandValue, right: OperandValue): boolean {
  if (isNullish(left) || isNullish(right)) return isNullish(left) && isNullish(right);
  if (Array.isArray(left) || Array.isArray(right)) return setEquals(left, right);
  return scalarEquals(left as Scalar, right as Scalar);
}

function setEquals(left: OperandValue, right: OperandValue): boolean {
  const l = toList(left);
  const r = toList(right);
  return l.every((x) => listIncludes(r, x)) && r.every((x) => listIncludes(l, x));
}

const anyIn: OperatorFn = (left, right) => toList(left).some((x) => listIncludes(toList(right), x));

/**
 * Semantics of every canonical operator (ADR 020). Multi-select answers are sets; text matching is
 * case-insensitive; numbers, instants (YYYY-MM-DDTHH:mm:ss) and times of day compare only with their kind.
 */
export const OPERATORS: Readonly<Record<RuleOperator, OperatorFn>> = {
  equals,
  not_equals: (l, r) => !equals(l, r),
  contains: (left, right) => {
    if (Array.isArray(left)) {
      const r = scalarOf(right);
      return r !== null && listIncludes(left as Scalar[], r);
    }
    return textTest((l, r) => l.includes(r))(left, right);
  },
  starts_with: textTest((l, r) => l.startsWith(r)),
  ends_with: textTest((l, r) => l.endsWith(r)),
  greater: compare((l, r) => l > r),
  greater_equal: compare((l, r) => l >= r),
  lesser: compare((l, r) => l < r),
  lesser_equal: compare((l, r) => l <= r),
  between: (l, r) => inRange(l, r) === true,
  not_between: (l, r) => inRange(l, r) === false,
  is_empty: (l) => isBlank(l),
  is_null: (l) => isNullish(l),
  is_not_null: (l) => !isNullish(l),
  exists: (l) => !isBlank(l),
  any_in: anyIn,
  all_in: (left, right) => {
    const l = toList(left);
    return l.length > 0 && l.every((x) => listIncludes(toList(right), x));
  },
  all_not_in: (l, r) => !anyIn(l, r),
  exists_in: (left, right) => {
    const r = toList(right);
    return r.length > 0 && r.every((x) => listIncludes(toList(left), x));
  },
  not_exists_in: (left, right) => {
    const r = toList(right);
    return r.length > 0 && !r.every((x) => listIncludes(toList(left), x));
  },
  equals_exact: (l, r) => !isNullish(l) && !isNullish(r) && setEquals(l, r),
};

/** Applies one operator, negated when the condition's `not` flag is set. */
export function applyOperator(
  operator: RuleOperator,
  left: OperandValue,
  right: OperandValue,
  not = false,
): boolean {
  return OPERATORS[operator](left, right) !== not;
}
