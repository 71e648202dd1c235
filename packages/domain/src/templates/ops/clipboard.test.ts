import { describe, expect, it } from 'vitest';
import type { RuleSetInput } from '../../rules/rule-set.schema';
import { buildDoc, conflictsOf, namedIds, SAMPLE_ROWS, shapeOf } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import type { TemplateDocument } from '../document.schema';
import { validateDocumentStructure } from '../validate-structure';
import { copyItems, pasteItems } from './clipboard';
import type { Clipboard, PasteResult } from './clipboard';

const sample = buildDoc(SAMPLE_ROWS);

function clip(doc: TemplateDocument, ids: string[]): Clipboard {
  const result = copyItems(doc, ids);
  if (!result.ok) throw new Error(JSON.stringify(result.conflicts));
  return result.clipboard;
}

function pasted(result: PasteResult) {
  if (!result.ok) throw new Error(JSON.stringify(result.conflicts));
  expect(validateDocumentStructure(result.doc).issues).toEqual([]);
  return result;
}

describe('copyItems', () => {
  it('copies roots with descendants in document order, depths relative to each root', () => {
    const clipboard = clip(sample, ['d', 'sec', 'b']);
    expect(clipboard.items.map((i) => `${i.id}:${i.depth}`)).toEqual(['sec:0', 'b:1', 'c:1', 'd:0']);
  });

  it.each([
    [['p'], 'type_not_supported:p'],
    [['a', 'zz'], 'not_found:zz'],
  ])('refuses %j', (ids, conflict) => {
    const result = copyItems(sample, ids);
    expect(result.ok ? [] : result.conflicts.map((c) => `${c.code}:${c.item_id}`)).toEqual([conflict]);
  });
});

describe('pasteItems', () => {
  it('pastes with fresh ids at the target', () => {
    const result = pasted(pasteItems(sample, clip(sample, ['sec', 'd']), { afterId: 'e' }, namedIds()));
    const shape = shapeOf(result.doc);
    const at = shape.indexOf('e:1:p2');
    expect(shape.slice(at, at + 6)).toEqual([
      'e:1:p2',
      'n1:1:p2',
      'n2:2:n1',
      'n3:2:n1',
      'n4:1:p2',
      'end:0:-',
    ]);
    expect(result.cleared).toEqual([]);
    expect(result.doc.has_draft).toBe(true);
  });

  it('pastes nothing from an empty clipboard', () => {
    const empty: Clipboard = {
      items: [],
      attachments: { rule_sets: [], info: [], image_markers: [], grouped_items: [] },
      response_sets: [],
      global_responses: [],
      translations: {},
    };
    expect(pasteItems(sample, empty, { afterId: 'a' })).toEqual({ ok: true, doc: sample, cleared: [] });
  });

  it.each([
    ['unknown target', { afterId: 'zz' }, 'not_found:zz'],
    ['invalid depth', { afterId: 'a', depth: 3 }, 'no_parent:a'],
  ])('refuses an %s', (_name, target, conflict) => {
    expect(conflictsOf(pasteItems(sample, clip(sample, ['a']), target, namedIds()))).toEqual([conflict]);
  });

  it('leaves out items the target page refuses or already has', () => {
    const start: Row[] = [
      ['s', 'start_page', 0],
      ['as', 'asset', 1],
      ['x', 'section', 1],
      ['t', 'textAnswer', 2],
      ['l', 'inspection_location', 2],
    ];
    const source = buildDoc(start);
    const intoPage = pasted(pasteItems(sample, clip(source, ['as', 'x']), { afterId: 'a' }, namedIds()));
    expect(intoPage.cleared).toEqual([
      { item_id: 'n1', reason: 'not_allowed_in_page' },
      { item_id: 'n4', reason: 'not_allowed_in_page' },
    ]);
    expect(intoPage.doc.items).toHaveLength(sample.items.length + 2);
    const intoStart = pasted(pasteItems(source, clip(source, ['as', 't']), { afterId: 'l' }, namedIds()));
    expect(intoStart.cleared).toEqual([{ item_id: 'n1', reason: 'not_duplicable_in_page' }]);
  });

  it('leaves out disabled system items', () => {
    const result = pasted(pasteItems(sample, clip(sample, ['re']), { afterId: 'e1' }, namedIds()));
    expect(result.cleared).toEqual([{ item_id: 'n1', reason: 'type_not_supported' }]);
  });

  it('switches off repeat or grouping that would nest', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['x', 'section', 1, { repeatable: true, repeating_group_id: 'w' }],
      ['a', 'number', 2],
      ['b', 'list', 1, { grouped_item_id: 'g' }],
    ];
    const doc = buildDoc(rows, { grouped_items: [{ uuid: 'g', type: 'vertical' }] });
    const result = pasted(pasteItems(doc, clip(doc, ['b']), { afterId: 'a' }, namedIds()));
    expect(result.cleared).toEqual([{ item_id: 'n1', reason: 'nesting_not_allowed' }]);
    expect(result.doc.items[3]?.options.grouped_item_id).toBeNull();
    expect(result.doc.grouped_items.map((g) => g.uuid)).toEqual(['g']);
  });

  it('clears references that would point later or nowhere, dropping conflicting rule sets', () => {
    const rows: Row[] = [
      ['s', 'start_page', 0],
      ['d', 'document_id', 1, { items: [{ type: 'unique_number' }, { type: 'item', item_id: 'm' }] }],
      ['p', 'page', 0],
      ['m', 'number', 1],
      ['k', 'number', 1],
      ['c', 'calculation', 1, { calculations: { value: 'm+k', items: ['m', 'k'] } }],
      ['y', 'yesno', 1, { rule_set_id: 'r' }],
    ];
    const rule: RuleSetInput = { uuid: 'r', related_items: ['k'], action_items: ['m'], rules: [] };
    const doc = buildDoc(rows, { rule_sets: [rule] });
    const result = pasted(pasteItems(doc, clip(doc, ['c', 'y']), { afterId: 'm' }, namedIds()));
    expect(result.cleared).toEqual([
      { item_id: 'n1', reason: 'reference', reference_id: 'k' },
      { item_id: 'n2', reason: 'reference', reference_id: 'k' },
    ]);
    const [c, y] = [result.doc.items[4], result.doc.items[5]];
    expect(c?.options.calculations?.items).toEqual(['m']);
    expect(y?.options.rule_set_id).toBeNull();
    expect(result.doc.rule_sets.map((r) => r.uuid)).toEqual(['r']);

    const other = buildDoc([
      ['s', 'start_page', 0],
      ['t', 'textAnswer', 1],
    ]);
    const copiedId = pasted(pasteItems(other, clip(doc, ['d']), { afterId: 't' }, namedIds()));
    expect(copiedId.doc.items[2]?.options.items).toEqual([{ type: 'unique_number' }]);
  });

  it('brings local and global response sets along and unlinks unknown ones', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['y', 'yesno', 1, { response_set_id: 'rs1' }],
      ['g', 'list', 1, { response_set_id: 'global1' }],
      ['u', 'list', 1, { response_set_id: 'gone' }],
      ['h', 'dropdown', 1, { response_set_id: 'global2' }],
    ];
    const source = buildDoc(rows, {
      response_sets: [{ uuid: 'rs1', options: [{ uuid: 'o1', label: 'Yes' }] }],
      global_responses: [
        { uuid: 'global1', options: [] },
        { uuid: 'global2', options: [] },
      ],
      translations: { de: { y: 'Ja?', o1: 'Ja' } },
    });
    const target = buildDoc(
      [
        ['p', 'page', 0],
        ['a', 'number', 1],
      ],
      {
        global_responses: [{ uuid: 'global1', options: [] }],
        translations: { de: { a: 'A' } },
      },
    );
    const result = pasted(
      pasteItems(target, clip(source, ['y', 'g', 'u', 'h']), { afterId: 'a' }, namedIds()),
    );
    expect(result.doc.response_sets.map((r) => r.uuid)).toEqual(['rs1']);
    expect(result.doc.global_responses.map((r) => r.uuid)).toEqual(['global1', 'global2']);
    expect(result.cleared).toEqual([{ item_id: 'n3', reason: 'response_set', reference_id: 'gone' }]);
    expect(result.doc.translations).toEqual({ de: { a: 'A', n1: 'Ja?' } });
    const again = pasted(pasteItems(result.doc, clip(source, ['y']), { afterId: 'a' }, namedIds('m')));
    expect(again.doc.response_sets).toHaveLength(1);
  });
});
