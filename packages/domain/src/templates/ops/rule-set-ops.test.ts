import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk, ruleSetFor as rule } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { removeRuleSet, setRuleSet } from './rule-set-ops';

const rows: Row[] = [
  ['s', 'start_page', 0],
  ['p', 'page', 0],
  ['a', 'number', 1],
  ['y', 'yesno', 1],
  ['z', 'textAnswer', 1],
];
const doc = buildDoc(rows);

describe('setRuleSet', () => {
  it('attaches a rule set reading earlier items and targeting later ones', () => {
    const next = expectOk(setRuleSet(doc, 'y', rule('r', ['a', 'y'], ['z'])));
    expect(next.items[3]?.options.rule_set_id).toBe('r');
    expect(next.rule_sets.map((r) => r.uuid)).toEqual(['r']);
    expect(next.relations.y?.z?.rule_set_behaviour).toBe('outside');
  });

  it('replaces the previous rule set of the item', () => {
    const once = expectOk(setRuleSet(doc, 'y', rule('r', ['a'], [])));
    const twice = expectOk(setRuleSet(once, 'y', rule('r2', ['y'], [])));
    expect(twice.rule_sets.map((r) => r.uuid)).toEqual(['r2']);
    const same = expectOk(setRuleSet(twice, 'y', rule('r2', ['a'], ['z'])));
    expect(same.rule_sets).toEqual([
      { ...rule('r2', ['a'], ['z']), related_items: ['a'], action_items: ['z'] },
    ]);
  });

  it('derives related and action items from the rules, ignoring stale lists', () => {
    const stale = { ...rule('r', ['a'], ['z']), related_items: ['zz'], action_items: [] };
    const next = expectOk(setRuleSet(doc, 'y', stale));
    expect(next.rule_sets[0]).toMatchObject({ related_items: ['a'], action_items: ['z'] });
  });

  it.each([
    ['a condition on a later item', 'y', rule('r', ['z'], []), 'reference:y'],
    ['an action on a missing item', 'y', rule('r', [], ['gone']), 'reference:y'],
    ['a start page', 's', rule('r', [], []), 'type_not_supported:s'],
    ['an unknown item', 'zz', rule('r', [], []), 'not_found:zz'],
  ])('refuses %s', (_name, id, ruleSet, conflict) => {
    expect(conflictsOf(setRuleSet(doc, id, ruleSet))).toEqual([conflict]);
  });

  it('allows rule sets on main pages', () => {
    expect(setRuleSet(doc, 'p', rule('r', [], ['a'])).ok).toBe(true);
  });
});

describe('removeRuleSet', () => {
  it('detaches and drops the rule set', () => {
    const next = expectOk(removeRuleSet(expectOk(setRuleSet(doc, 'y', rule('r', ['a'], ['z']))), 'y'));
    expect(next.items[3]?.options.rule_set_id).toBeNull();
    expect(next.rule_sets).toEqual([]);
    expect(next.relations).toEqual({});
  });

  it('refuses unknown items', () => {
    expect(conflictsOf(removeRuleSet(doc, 'zz'))).toEqual(['not_found:zz']);
  });
});
