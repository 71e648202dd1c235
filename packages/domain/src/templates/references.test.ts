import { describe, expect, it } from 'vitest';
import type { RuleSetInput } from '../rules/rule-set.schema';
import {
  buildDependencies,
  buildRelations,
  dependencyWarnings,
  documentReferences,
  referenceConflicts,
} from './references';
import { buildDoc } from './test-fixtures';
import type { Row } from './test-fixtures';

const ruleSet = (uuid: string, related: string[], actions: string[]): RuleSetInput => ({
  uuid,
  related_items: related,
  action_items: actions,
  rules: [],
});

const rows: Row[] = [
  ['p', 'page', 0],
  ['a', 'number', 1],
  ['b', 'number', 1],
  ['c', 'calculation', 1, { calculations: { value: 'a+b', items: ['a', 'b'] } }],
  ['d', 'document_id', 1, { items: [{ type: 'unique_number' }, { type: 'item', item_id: 'a' }] }],
  ['y', 'yesno', 1, { rule_set_id: 'r1' }],
  ['z', 'textAnswer', 1],
];
const doc = buildDoc(rows, { rule_sets: [ruleSet('r1', ['y', 'a'], ['z', 'a'])] });

describe('documentReferences', () => {
  it('lists calculation, document-id and rule-set references in item order', () => {
    expect(documentReferences(doc).map((r) => `${r.from}>${r.to}:${r.kind}`)).toEqual([
      'c>a:calculation',
      'c>b:calculation',
      'd>a:document_id',
      'y>y:rule_set_condition',
      'y>a:rule_set_condition',
      'y>z:rule_set_action',
      'y>a:rule_set_action',
    ]);
  });

  it('ignores an item pointing at an unknown rule set and options.items of other types', () => {
    const other = buildDoc([
      ['p', 'page', 0],
      ['y', 'yesno', 1, { rule_set_id: 'nope', items: [{ type: 'item', item_id: 'q' }] }],
    ]);
    expect(documentReferences(other)).toEqual([]);
  });
});

describe('referenceConflicts', () => {
  it('is empty for earlier references, a rule reading its own item and later action targets', () => {
    expect(referenceConflicts(doc)).toEqual([]);
  });

  const cases: [string, Row[], string[]][] = [
    [
      'calculation reading a later item',
      [
        ['p', 'page', 0],
        ['c', 'calculation', 1, { calculations: { items: ['a'] } }],
        ['a', 'number', 1],
      ],
      ['c>a:later'],
    ],
    [
      'calculation reading itself',
      [
        ['p', 'page', 0],
        ['c', 'calculation', 1, { calculations: { items: ['c'] } }],
      ],
      ['c>c:later'],
    ],
    [
      'calculation reading a missing item',
      [
        ['p', 'page', 0],
        ['c', 'calculation', 1, { calculations: { items: ['x'] } }],
      ],
      ['c>x:missing'],
    ],
    [
      'document id reading a later item',
      [
        ['s', 'start_page', 0],
        ['d', 'document_id', 1, { items: [{ type: 'item', item_id: 'a' }] }],
        ['a', 'textAnswer', 1],
      ],
      ['d>a:later'],
    ],
  ];
  it.each(cases)('%s', (_name, r, expected) => {
    expect(referenceConflicts(buildDoc(r)).map((c) => `${c.item_id}>${c.reference_id}:${c.reason}`)).toEqual(
      expected,
    );
  });

  it('flags rule conditions on later items and actions on missing items', () => {
    const d = buildDoc(
      [
        ['p', 'page', 0],
        ['y', 'yesno', 1, { rule_set_id: 'r' }],
        ['a', 'number', 1],
      ],
      { rule_sets: [ruleSet('r', ['a'], ['gone'])] },
    );
    expect(referenceConflicts(d).map((c) => `${c.kind}:${c.reference_id}:${c.reason}`)).toEqual([
      'rule_set_condition:a:later',
      'rule_set_action:gone:missing',
    ]);
  });
});

describe('buildRelations and buildDependencies', () => {
  it('flags each kind and combines rule behaviours', () => {
    const relations = buildRelations(doc);
    expect(relations.c).toEqual({
      a: { calculation: true, document_id: false, rule_set_id: false, rule_set_behaviour: null },
      b: { calculation: true, document_id: false, rule_set_id: false, rule_set_behaviour: null },
    });
    expect(relations.d?.a?.document_id).toBe(true);
    expect(relations.y?.y?.rule_set_behaviour).toBe('inside');
    expect(relations.y?.z?.rule_set_behaviour).toBe('outside');
    expect(relations.y?.a?.rule_set_behaviour).toBe('inside_outside');
  });

  it('keeps inside_outside once set and marks outside-then-inside as both', () => {
    const d = buildDoc(
      [
        ['p', 'page', 0],
        ['a', 'number', 1],
        ['y', 'yesno', 1, { rule_set_id: 'r' }],
      ],
      { rule_sets: [{ ...ruleSet('r', ['a'], ['a']), related_items: ['a', 'a'] }] },
    );
    expect(buildRelations(d).y?.a?.rule_set_behaviour).toBe('inside_outside');
    const flipped = buildDoc(
      [
        ['p', 'page', 0],
        ['a', 'number', 1],
        ['y', 'yesno', 1, { rule_set_id: 'r' }],
      ],
      { rule_sets: [{ uuid: 'r', related_items: [], action_items: ['a', 'a'], rules: [] }] },
    );
    expect(buildRelations(flipped).y?.a?.rule_set_behaviour).toBe('outside');
  });

  it('indexes dependents per referenced item without repeats', () => {
    expect(buildDependencies(doc)).toEqual({ a: ['c', 'd', 'y'], b: ['c'], y: ['y'], z: ['y'] });
  });
});

describe('dependencyWarnings', () => {
  it('lists references from outside the selection into it', () => {
    const warned = (ids: string[]) => dependencyWarnings(doc, ids).map((r) => `${r.from}>${r.to}:${r.kind}`);
    expect(warned(['a'])).toEqual([
      'c>a:calculation',
      'd>a:document_id',
      'y>a:rule_set_condition',
      'y>a:rule_set_action',
    ]);
    expect(warned(['p'])).toEqual([]);
    expect(warned(['z', 'zz'])).toEqual(['y>z:rule_set_action']);
  });
});
