import { describe, expect, it } from 'vitest';
import { applyOperator, OPERATORS } from './operators';
import { RULE_OPERATORS, ruleOperatorSchema, type RuleOperator } from './rule-set.schema';
import type { OperandValue } from './values';

type Row = [RuleOperator, OperandValue, OperandValue, boolean];

const rows: Row[] = [
  ['equals', 'Yes', 'yes', true],
  ['equals', ' yes ', 'yes', true],
  ['equals', 'yes', 'no', false],
  ['equals', 3, '3', true],
  ['equals', '3.0', 3, true],
  ['equals', true, 'true', true],
  ['equals', null, null, true],
  ['equals', null, 'x', false],
  ['equals', ['a', 'b'], ['b', 'a'], true],
  ['equals', ['a'], ['a', 'b'], false],
  ['equals', '2024-01-05', '2024-01-05T00:00:00', true],
  ['not_equals', 'a', 'b', true],
  ['not_equals', 'a', 'A', false],
  ['not_equals', null, 'a', true],
  ['contains', 'Hello World', 'world', true],
  ['contains', 'Hello', 'xyz', false],
  ['contains', ['opt1', 'opt2'], 'opt2', true],
  ['contains', ['opt1'], 'opt2', false],
  ['contains', ['opt1'], null, false],
  ['contains', null, 'a', false],
  ['contains', 'abc', null, false],
  ['starts_with', 'Pressure high', 'press', true],
  ['starts_with', 'Pressure', 'sure', false],
  ['starts_with', ['alpha', 'beta'], 'be', true],
  ['ends_with', 'Pressure', 'SURE', true],
  ['ends_with', 'Pressure', 'press', false],
  ['greater', 5, 3, true],
  ['greater', '10', '9', true],
  ['greater', 3, 3, false],
  ['greater', null, 3, false],
  ['greater', 'abc', 3, false],
  ['greater', '2024-02-01', '2024-01-31T23:59:59', true],
  ['greater', '2024-02-01T10:00:00', '2024-02-01T09:59:59', true],
  ['greater', '10:30', '09:15', true],
  ['greater', '10:30', '2024-01-01', false],
  ['greater', 5, '2024-01-01', false],
  ['greater_equal', 3, 3, true],
  ['greater_equal', 2, 3, false],
  ['greater_equal', '2024-01-01', '2024-01-01', true],
  ['lesser', 2, 3, true],
  ['lesser', 3, 2, false],
  ['lesser', '2023-12-31', '2024-01-01', true],
  ['lesser_equal', 3, 3, true],
  ['lesser_equal', 4, 3, false],
  ['between', 5, [1, 10], true],
  ['between', 1, [1, 10], true],
  ['between', 10, [1, 10], true],
  ['between', 11, [1, 10], false],
  ['between', '2024-06-01', ['2024-01-01', '2024-12-31'], true],
  ['between', '2025-06-01', ['2024-01-01', '2024-12-31'], false],
  ['between', null, [1, 10], false],
  ['between', 5, [1], false],
  ['between', 5, 3, false],
  ['between', 5, [1, '2024-01-01'], false],
  ['between', '2024-01-01', [1, 10], false],
  ['not_between', 11, [1, 10], true],
  ['not_between', 5, [1, 10], false],
  ['not_between', null, [1, 10], false],
  ['is_empty', null, null, true],
  ['is_empty', undefined, null, true],
  ['is_empty', '  ', null, true],
  ['is_empty', [], null, true],
  ['is_empty', 'x', null, false],
  ['is_empty', 0, null, false],
  ['is_empty', false, null, false],
  ['is_null', null, null, true],
  ['is_null', '', null, false],
  ['is_null', [], null, false],
  ['is_not_null', '', null, true],
  ['is_not_null', null, null, false],
  ['exists', 'x', null, true],
  ['exists', 0, null, true],
  ['exists', '', null, false],
  ['exists', [], null, false],
  ['any_in', 'b', ['a', 'b'], true],
  ['any_in', ['x', 'b'], ['a', 'b'], true],
  ['any_in', ['x', 'y'], ['a', 'b'], false],
  ['any_in', null, ['a'], false],
  ['any_in', 2, [1, 2, 3], true],
  ['all_in', ['a', 'b'], ['a', 'b', 'c'], true],
  ['all_in', ['a', 'd'], ['a', 'b', 'c'], false],
  ['all_in', [], ['a'], false],
  ['all_in', 'a', ['a'], true],
  ['all_not_in', ['x', 'y'], ['a', 'b'], true],
  ['all_not_in', ['x', 'a'], ['a', 'b'], false],
  ['all_not_in', null, ['a'], true],
  ['exists_in', ['a', 'b'], 'a', true],
  ['exists_in', ['a', 'b'], 'c', false],
  ['exists_in', ['a', 'b', 'c'], ['a', 'c'], true],
  ['exists_in', ['a', 'b'], ['a', 'c'], false],
  ['exists_in', ['a'], null, false],
  ['exists_in', null, 'a', false],
  ['not_exists_in', ['a', 'b'], 'c', true],
  ['not_exists_in', ['a', 'b'], 'a', false],
  ['not_exists_in', null, 'a', true],
  ['not_exists_in', ['a'], [], false],
  ['equals_exact', ['a', 'b'], ['b', 'a'], true],
  ['equals_exact', ['a', 'b'], ['a'], false],
  ['equals_exact', ['a'], ['a', 'a'], true],
  ['equals_exact', null, ['a'], false],
  ['equals_exact', 'a', ['a'], true],
];

describe('operators', () => {
  it.each(rows)('%s(%j, %j) is %s', (operator, left, right, expected) => {
    expect(applyOperator(operator, left, right)).toBe(expected);
  });

  it.each(rows)('not %s(%j, %j) is the negation', (operator, left, right, expected) => {
    expect(applyOperator(operator, left, right, true)).toBe(!expected);
  });

  it('covers every canonical operator in the table', () => {
    const tested = new Set(rows.map((r) => r[0]));
    expect(RULE_OPERATORS.filter((op) => !tested.has(op))).toEqual([]);
    expect(Object.keys(OPERATORS).sort()).toEqual([...RULE_OPERATORS].sort());
  });
});

describe('operator spellings', () => {
  it.each([
    ['equals', 'equals'],
    ['not equals', 'not_equals'],
    ['not-equals', 'not_equals'],
    ['string-contains', 'contains'],
    ['starts with', 'starts_with'],
    ['ends-with', 'ends_with'],
    ['bigger than', 'greater'],
    ['smaller than', 'lesser'],
    ['greater', 'greater'],
    ['greater-equal-to', 'greater_equal'],
    ['lesser', 'lesser'],
    ['lesser-equal-to', 'lesser_equal'],
    ['bt', 'between'],
    ['not-between', 'not_between'],
    ['is empty', 'is_empty'],
    ['is-null', 'is_null'],
    ['is-not-null', 'is_not_null'],
    ['exists', 'exists'],
    ['any in', 'any_in'],
    ['all in', 'all_in'],
    ['all not in', 'all_not_in'],
    ['exists in', 'exists_in'],
    ['not exists in', 'not_exists_in'],
    ['equals exact', 'equals_exact'],
    ['Equal', 'equals'],
    ['not_equal', 'not_equals'],
  ])('"%s" parses as %s', (spelling, canonical) => {
    expect(ruleOperatorSchema.parse(spelling)).toBe(canonical);
  });

  it('rejects unknown operators and non-strings', () => {
    expect(ruleOperatorSchema.safeParse('like').success).toBe(false);
    expect(ruleOperatorSchema.safeParse(3).success).toBe(false);
  });
});
