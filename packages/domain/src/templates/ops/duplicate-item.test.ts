import { describe, expect, it } from 'vitest';
import type { RuleSetInput } from '../../rules/rule-set.schema';
import { buildDoc, conflictsOf, expectOk, namedIds, SAMPLE_ROWS, shapeOf } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { validateDocumentStructure } from '../validate-structure';
import { duplicateItem } from './duplicate-item';

const sample = buildDoc(SAMPLE_ROWS);

describe('duplicateItem', () => {
  it('copies a question right after the original with a new id', () => {
    const next = expectOk(duplicateItem(sample, 'a', namedIds()));
    const shape = shapeOf(next);
    expect(shape.slice(shape.indexOf('a:1:p'), shape.indexOf('a:1:p') + 3)).toEqual([
      'a:1:p',
      'n1:1:p',
      'sec:1:p',
    ]);
    expect(next.items.find((i) => i.id === 'n1')).toMatchObject({ type: 'number', base_id: null });
  });

  it('copies a section deeply after its subtree', () => {
    const shape = shapeOf(expectOk(duplicateItem(sample, 'sec', namedIds())));
    const at = shape.indexOf('c:2:sec');
    expect(shape.slice(at, at + 5)).toEqual(['c:2:sec', 'n1:1:p', 'n2:2:n1', 'n3:2:n1', 'd:1:p']);
  });

  it('copies a main page with its items', () => {
    const shape = shapeOf(expectOk(duplicateItem(sample, 'p2', namedIds())));
    expect(shape.slice(shape.indexOf('e:1:p2'), shape.indexOf('e:1:p2') + 4)).toEqual([
      'e:1:p2',
      'n1:0:-',
      'n2:1:n1',
      'end:0:-',
    ]);
  });

  it.each([
    ['s', 'not_duplicable_in_page:s'],
    ['end', 'not_duplicable_in_page:end'],
    ['h', 'not_duplicable_in_page:h'],
    ['rs', 'not_duplicable_in_page:n1'],
    ['zz', 'not_found:zz'],
  ])('refuses %s', (id, conflict) => {
    expect(conflictsOf(duplicateItem(sample, id, namedIds()))).toEqual([conflict]);
  });

  it('re-points references inside the copy and clones attachments and translations', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['o', 'number', 1],
      ['x', 'section', 1, { info_id: 'i' }],
      ['a', 'number', 2],
      ['c', 'calculation', 2, { calculations: { value: 'a+o', items: ['a', 'o'] } }],
      ['y', 'yesno', 2, { rule_set_id: 'r', response_set_id: 'rs1', grouped_item_id: 'g' }],
    ];
    const rule: RuleSetInput = {
      uuid: 'r',
      related_items: ['y', 'a'],
      action_items: ['c'],
      rules: [
        {
          id: 'r1',
          condition: {
            kind: 'group',
            id: 'g1',
            connector: 'and',
            conditions: [
              { kind: 'condition', id: 'k', left: { kind: 'item', item_id: 'a' }, operator: 'is_null' },
            ],
          },
          actions: [{ id: 'ac', target: 'c', type: 'hide' }],
        },
      ],
    };
    const doc = buildDoc(rows, {
      rule_sets: [rule],
      info: [{ uuid: 'i', items: [{ type: 'text', value: 'see manual' }] }],
      grouped_items: [{ uuid: 'g', type: 'horizontal' }],
      response_sets: [{ uuid: 'rs1', options: [{ uuid: 'o1', label: 'Yes' }] }],
      translations: { fr: { a: 'A fr', 'y:note': 'Y fr', 'i:entry-0': 'voir le manuel' } },
    });
    const next = expectOk(duplicateItem(doc, 'x', namedIds()));
    expect(validateDocumentStructure(next).valid).toBe(true);
    const byId = new Map(next.items.map((i) => [i.id, i]));
    // n1..n4 are the items, then attachments in item and option order.
    expect(byId.get('n1')?.options).toMatchObject({ info_id: 'n5' });
    expect(byId.get('n3')?.options.calculations?.items).toEqual(['n2', 'o']);
    expect(byId.get('n4')?.options).toMatchObject({
      rule_set_id: 'n6',
      response_set_id: 'rs1',
      grouped_item_id: 'n7',
    });
    const copiedRule = next.rule_sets.find((r) => r.uuid === 'n6');
    expect(copiedRule).toMatchObject({ related_items: ['n4', 'n2'], action_items: ['n3'] });
    expect(JSON.stringify(copiedRule)).not.toMatch(/"(a|c)"/);
    expect(next.info.map((i) => i.uuid)).toEqual(['i', 'n5']);
    expect(next.grouped_items.map((g) => g.uuid)).toEqual(['g', 'n7']);
    expect(next.response_sets).toHaveLength(1);
    expect(next.info[1]?.items.map((e) => e.id)).toEqual(['entry-0']);
    expect(next.translations.fr).toEqual({
      a: 'A fr',
      'y:note': 'Y fr',
      'i:entry-0': 'voir le manuel',
      n2: 'A fr',
      'n4:note': 'Y fr',
      'n5:entry-0': 'voir le manuel',
    });
    expect(next.relations.n3?.n2?.calculation).toBe(true);
  });

  it('gives a copied repeatable its own wrapper id', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['x', 'section', 1, { repeatable: true, repeating_group_id: 'w' }],
    ];
    const next = expectOk(duplicateItem(buildDoc(rows), 'x', namedIds()));
    expect(next.items.map((i) => i.options.repeating_group_id)).toEqual([undefined, 'w', 'n2']);
  });
});
