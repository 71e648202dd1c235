import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from './messages';
import { checkRuleSetComplete, validateRules } from './references';
import { ruleSetSchema } from './rule-set.schema';
import { act, group, item, rules, when } from './test-fixtures';
import type { RulesItem } from './template-input';

const page = item('p', 'page', {}, null);
const keys = (items: RulesItem[], ruleSets: unknown[] = []) =>
  validateRules({ items: [page, ...items], rule_sets: ruleSets }).map((p) => p.key);

describe('validateRules: rule sets', () => {
  it('accepts a rule on an earlier item that shows a later one', () => {
    const rs = rules('rs', [[group('and', when('a', 'equals', 'yes')), [act('show', 'b')]]]);
    expect(keys([item('a', 'yesno', { rule_set_id: 'rs' }), item('b')], [rs])).toEqual([]);
  });

  it('requires at least one rule and actions on every rule', () => {
    expect(checkRuleSetComplete(ruleSetSchema.parse({ uuid: 'x', rules: [] }))).toEqual([
      { key: RULE_MESSAGES.noRules, rule_set_id: 'x', path: ['rules'] },
    ]);
    const noActions = rules('rs', [
      [group('and', when('a', 'exists')), [act('show', 'b')]],
      [group('and', when('a', 'is_empty')), []],
    ]);
    expect(
      validateRules({
        items: [page, item('a', 'number', { rule_set_id: 'rs' }), item('b')],
        rule_sets: [noActions],
      }),
    ).toEqual([{ key: RULE_MESSAGES.emptyActions, rule_set_id: 'rs', path: ['rules', 1, 'actions'] }]);
  });

  it('flags conditions on later or missing items', () => {
    const rs = rules('rs', [
      [group('or', when('b', 'exists'), when('ghost', 'exists')), [act('set_color', 'a', { color: 'red' })]],
    ]);
    expect(keys([item('a', 'number', { rule_set_id: 'rs' }), item('b')], [rs])).toEqual([
      RULE_MESSAGES.laterItem,
      RULE_MESSAGES.missingItem,
    ]);
  });

  it('forbids a visibility or value rule on an item its own conditions read, or one before them', () => {
    const inside = rules('r1', [[group('and', when('a', 'exists')), [act('hide', 'a')]]]);
    const before = rules('r2', [[group('and', when('b', 'exists')), [act('set_value', 'a', { value: 1 })]]]);
    const decorating = rules('r3', [
      [group('and', when('b', 'exists')), [act('set_color', 'a', { color: 'red' })]],
    ]);
    expect(
      keys(
        [item('a', 'number', { rule_set_id: 'r1' }), item('b', 'number', { rule_set_id: 'r2' })],
        [inside, before, decorating],
      ),
    ).toEqual([RULE_MESSAGES.targetInCondition, RULE_MESSAGES.targetBeforeCondition]);
  });

  it('flags missing targets, unknown rule sets and malformed rule sets', () => {
    const rs = rules('rs', [[group('and', when('a', 'exists')), [act('show', 'ghost')]]]);
    const problems = validateRules({
      items: [page, item('a', 'number', { rule_set_id: 'rs' }), item('b', 'number', { rule_set_id: 'nope' })],
      rule_sets: [rs, { uuid: 'bad', rules: [{ id: 'r', condition: { kind: 'group' }, actions: [] }] }],
    });
    expect(problems).toEqual([
      { key: RULE_MESSAGES.invalidRuleSet, path: ['rule_sets', 1, 'rules', 0, 'condition', 'id'] },
      { key: RULE_MESSAGES.missingRuleSet, item_id: 'b', params: { ref: 'nope' } },
      {
        key: RULE_MESSAGES.missingItem,
        rule_set_id: 'rs',
        params: { ref: 'ghost' },
        path: ['rules', 0, 'actions'],
      },
    ]);
  });

  it('keeps repeatables apart: no mixing two, no acting outside from inside', () => {
    const items = [
      item('s1', 'section', { repeatable: true }),
      item('x', 'number', {}, 's1'),
      item('s2', 'section', { repeatable: true }),
      item('y', 'number', {}, 's2'),
      item('z'),
    ];
    const mixed = rules('r1', [[group('and', when('x', 'exists'), when('y', 'exists')), [act('show', 'z')]]]);
    const outward = rules('r2', [
      [group('and', when('x', 'exists')), [act('set_color', 'z', { color: 'red' })]],
    ]);
    const inward = rules('r3', [
      [group('and', when('z', 'exists')), [act('set_color', 'y', { color: 'red' })]],
    ]);
    expect(keys(items, [mixed, outward, inward])).toEqual([
      RULE_MESSAGES.repeatableScope,
      RULE_MESSAGES.repeatableScope,
    ]);
  });

  it('reports else actions with their own path', () => {
    const rs = rules('rs', [[group('and', when('a', 'exists')), [act('show', 'b')]]], [act('hide', 'a')]);
    expect(
      validateRules({
        items: [page, item('a', 'number', { rule_set_id: 'rs' }), item('b')],
        rule_sets: [rs],
      }),
    ).toEqual([
      {
        key: RULE_MESSAGES.targetInCondition,
        rule_set_id: 'rs',
        params: { ref: 'a' },
        path: ['else_actions'],
      },
    ]);
  });
});

describe('validateRules: calculations', () => {
  const calcItem = (id: string, value: string, extra: Record<string, unknown> = {}, parent = 'p') =>
    item(id, 'calculation', { calculations: { value, items: [] }, ...extra }, parent);

  it('accepts calculations over earlier items, by id or variable name', () => {
    expect(
      keys([item('a'), item('b', 'number', { variable: 'width' }), calcItem('c', '{a} * width')]),
    ).toEqual([]);
  });

  it.each([
    ['a +', RULE_MESSAGES.equationWrong],
    ['a + nothing', RULE_MESSAGES.unknownVariable],
    ['a * 1e3', RULE_MESSAGES.normalNumberOnly],
  ])('%j → %s', (formula, key) => {
    expect(keys([item('a'), calcItem('c', formula)])).toEqual([key]);
  });

  it('limits literal decimals to the calculation decimal setting', () => {
    expect(validateRules({ items: [page, item('a'), calcItem('c', 'a * 1.125', { decimal: 2 })] })).toEqual([
      { key: RULE_MESSAGES.digitsAfterDot, params: { num: 2 }, item_id: 'c' },
    ]);
  });

  it('rejects later items and cycles', () => {
    expect(keys([calcItem('c1', '{c2} + 1'), calcItem('c2', '{c1} + 1')])).toEqual([
      RULE_MESSAGES.laterItem,
      RULE_MESSAGES.dependencyCycle,
    ]);
    expect(keys([calcItem('c1', '{c1} + 1')])).toEqual([
      RULE_MESSAGES.laterItem,
      RULE_MESSAGES.dependencyCycle,
    ]);
  });

  it('lets a repeatable calculation read outside items but not the other way round', () => {
    const items = [
      item('a'),
      item('s', 'section', { repeatable: true }),
      item('x', 'number', {}, 's'),
      calcItem('in', 'a + x', {}, 's'),
      calcItem('out', 'x + 1'),
    ];
    expect(keys(items)).toEqual([RULE_MESSAGES.repeatableScope]);
  });

  it('treats a calculation without a formula object as an empty formula', () => {
    expect(keys([item('c', 'calculation', {})])).toEqual([RULE_MESSAGES.equationWrong]);
    expect(keys([item('c', 'calculation', { calculations: { items: [] } })])).toEqual([
      RULE_MESSAGES.equationWrong,
    ]);
  });
});
