import { describe, expect, it } from 'vitest';
import { activeBranch, deriveRuleSetReferences, evaluateCondition } from './conditions';
import { ruleSetSchema } from './rule-set.schema';
import { act, group, rules, when } from './test-fixtures';

const values: Record<string, number | string | null> = { a: 5, b: 'yes', c: null };
const read = (op: { kind: 'item'; item_id: string } | { kind: 'value'; value: unknown }) =>
  (op.kind === 'item' ? values[op.item_id] : op.value) as never;

describe('evaluateCondition', () => {
  it.each([
    [group('and', when('a', 'greater', 3), when('b', 'equals', 'yes')), true],
    [group('and', when('a', 'greater', 3), when('b', 'equals', 'no')), false],
    [group('or', when('a', 'greater', 9), when('b', 'equals', 'yes')), true],
    [group('or', when('a', 'greater', 9), when('c', 'exists')), false],
    [
      group('and', when('a', 'greater', 3), group('or', when('c', 'is_null'), when('b', 'equals', 'no'))),
      true,
    ],
    [group('and', when('c', 'is_null', undefined, true)), false],
    [group('or'), true],
    [group('and', when('a', 'equals', { item: 'a' })), true],
  ])('%j is %s', (node, expected) => {
    const parsed = ruleSetSchema.parse({ uuid: 'x', rules: [{ id: 'r', condition: node, actions: [] }] });
    expect(evaluateCondition(parsed.rules[0]!.condition, read)).toBe(expected);
  });
});

describe('activeBranch and references', () => {
  const rs = ruleSetSchema.parse(
    rules(
      'rs',
      [
        [group('and', when('a', 'greater', 10)), [act('show', 'x')]],
        [
          group('and', when('b', 'equals', 'yes'), when('a', 'lesser', { item: 'd' })),
          [act('hide', 'y'), act('show', 'x')],
        ],
      ],
      [act('require_note', 'z')],
    ),
  );

  it('takes the first true branch, else the else branch, else none', () => {
    expect(activeBranch(rs, read)).toBe(2);
    values['d'] = 6;
    expect(activeBranch(rs, read)).toBe(1);
    values['d'] = null;
    const noElse = { ...rs, else_actions: [] };
    expect(activeBranch(noElse, read)).toBe(-1);
  });

  it('derives related_items and action_items', () => {
    expect(deriveRuleSetReferences(rs)).toEqual({
      related_items: ['a', 'b', 'd'],
      action_items: ['x', 'y', 'z'],
    });
  });
});
