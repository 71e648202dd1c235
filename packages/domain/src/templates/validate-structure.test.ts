import { describe, expect, it } from 'vitest';
import type { Item } from './item.schema';
import { buildDoc, SAMPLE_ROWS } from './test-fixtures';
import type { Row } from './test-fixtures';
import { toServerShape } from './serialise';
import { validateDocumentStructure, validateServerDocument } from './validate-structure';
import type { StructureIssueCode } from './validate-structure';

const codes = (rows: Row[], patch?: (items: Item[]) => Item[]) => {
  const doc = buildDoc(rows);
  const report = validateDocumentStructure({ ...doc, items: patch ? patch(doc.items) : doc.items });
  return report.issues.map((i) => `${i.code}:${i.item_id}`);
};

describe('validateDocumentStructure', () => {
  it('accepts the sample document', () => {
    expect(validateDocumentStructure(buildDoc(SAMPLE_ROWS))).toEqual({
      valid: true,
      issues: [],
      conflicts: [],
    });
  });

  const cases: [string, Row[], string[], ((items: Item[]) => Item[])?][] = [
    [
      'duplicate id',
      [
        ['p', 'page', 0],
        ['a', 'number', 1],
        ['a', 'number', 1],
      ],
      ['duplicate_id:a'],
    ],
    ['question at depth 0', [['a', 'number', 0]], ['page_depth:a']],
    [
      'page below depth 0',
      [
        ['s', 'page', 0],
        ['p', 'page', 1],
      ],
      ['page_depth:p'],
    ],
    ['item before any page', [['a', 'number', 1]], ['depth_mismatch:a', 'no_parent:a']],
    [
      'depth jump',
      [
        ['p', 'page', 0],
        ['a', 'section', 2],
      ],
      ['depth_mismatch:a', 'no_parent:a'],
    ],
    [
      'child of a question',
      [
        ['p', 'page', 0],
        ['a', 'number', 1],
        ['b', 'number', 2],
      ],
      ['parent_not_container:b'],
    ],
    [
      'parent id not matching position',
      [
        ['p', 'page', 0],
        ['x', 'section', 1],
        ['a', 'number', 2],
      ],
      ['no_parent:a'],
      (items) => items.map((i) => (i.id === 'a' ? { ...i, parent_id: 'p' } : i)),
    ],
    [
      'page with a parent',
      [['p', 'page', 0]],
      ['no_parent:p'],
      (items) => items.map((i) => ({ ...i, parent_id: 'z' })),
    ],
    [
      'excluded type',
      [
        ['p', 'page', 0],
        ['a', 'asset', 1],
      ],
      ['not_allowed_in_page:a'],
    ],
    [
      'excluded type in a section',
      [
        ['e', 'end_page', 0],
        ['x', 'section', 1],
        ['a', 'asset', 2],
      ],
      ['not_allowed_in_page:a'],
    ],
    [
      'one per page',
      [
        ['s', 'start_page', 0],
        ['a', 'asset', 1],
        ['x', 'section', 1],
        ['b', 'asset', 2],
      ],
      ['not_duplicable_in_page:b'],
    ],
    [
      'one per page counts per page',
      [
        ['s', 'start_page', 0],
        ['a', 'inspection_start_date', 1],
        ['p', 'page', 0],
        ['b', 'inspection_start_date', 1],
      ],
      [],
    ],
    [
      'nested repeatables',
      [
        ['p', 'page', 0],
        ['x', 'section', 1, { repeatable: true }],
        ['a', 'number', 2, { repeatable: true }],
      ],
      ['nesting_not_allowed:a'],
    ],
    [
      'grouped inside repeatable',
      [
        ['p', 'page', 0],
        ['x', 'section', 1, { repeatable: true }],
        ['y', 'section', 2],
        ['a', 'list', 3, { grouped_item_id: 'g' }],
      ],
      ['nesting_not_allowed:a'],
    ],
    [
      'sibling repeatables are fine',
      [
        ['p', 'page', 0],
        ['x', 'section', 1, { repeatable: true }],
        ['a', 'number', 2],
        ['b', 'number', 1, { repeatable: true }],
      ],
      [],
    ],
    [
      'end page before main page',
      [
        ['e', 'end_page', 0],
        ['p', 'page', 0],
      ],
      ['page_order:p'],
    ],
    [
      'two start pages',
      [
        ['s', 'start_page', 0],
        ['t', 'start_page', 0],
      ],
      ['page_order:t'],
    ],
    [
      'hidden page not last',
      [
        ['h', 'hidden_page', 0],
        ['e', 'end_page', 0],
      ],
      ['page_order:e'],
    ],
    [
      'wrapper id colliding with an item id',
      [
        ['p', 'page', 0],
        ['a', 'number', 1, { repeatable: true, repeating_group_id: 'p' }],
      ],
      ['duplicate_id:a'],
    ],
    [
      'title over 500 characters (a title of exactly 500 passes)',
      [
        ['p', 'page', 0],
        ['a', 'textAnswer', 1],
        ['b', 'textAnswer', 1],
      ],
      ['title_too_long:a'],
      (items) =>
        items.map((item) =>
          item.id === 'p' ? item : { ...item, title: 'x'.repeat(item.id === 'a' ? 501 : 500) },
        ),
    ],
  ];
  it.each(cases)('%s', (_name, rows, expected, patch) => {
    expect(codes(rows, patch).sort()).toEqual(expected.sort());
  });

  it('reports reference conflicts and is then invalid', () => {
    const doc = buildDoc([
      ['p', 'page', 0],
      ['c', 'calculation', 1, { calculations: { value: 'a', items: ['a'] } }],
      ['a', 'number', 1],
    ]);
    const report = validateDocumentStructure(doc);
    expect(report.valid).toBe(false);
    expect(report.conflicts).toEqual([
      { code: 'reference', item_id: 'c', reference_id: 'a', kind: 'calculation', reason: 'later' },
    ]);
  });

  it('names every issue code the type allows', () => {
    const all: StructureIssueCode[] = cases.flatMap(([, , expected]) =>
      expected.map((e) => e.split(':')[0] as StructureIssueCode),
    );
    expect(new Set(all).size).toBe(10);
  });
});

describe('validateServerDocument', () => {
  it('accepts the server shape of a valid document', () => {
    const doc = buildDoc([
      ['p', 'page', 0],
      ['x', 'section', 1, { repeatable: true, repeating_group_id: 'w' }],
      ['a', 'number', 2],
    ]);
    const server = toServerShape(doc);
    expect(validateDocumentStructure(server).valid).toBe(false);
    expect(validateServerDocument(server)).toEqual({ valid: true, issues: [], conflicts: [] });
  });
});
