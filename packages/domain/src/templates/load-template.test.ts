import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from './document.schema';
import { loadTemplate, openTemplate } from './load-template';
import { toServerShape } from './serialise';
import { buildDoc, namedIds, SAMPLE_ROWS, shapeOf } from './test-fixtures';

describe('loadTemplate', () => {
  it('unwraps repeatables, migrates sites, ensures the hidden page and derives relations', () => {
    const raw = {
      template_id: 't',
      items: [
        { id: 's', type: 'start_page', depth: 0, parent_id: null },
        { id: 'site', type: 'site', depth: 1, parent_id: 's' },
        { id: 'p', type: 'page', depth: 0, parent_id: null },
        { id: 'w', type: 'repeating_group', depth: 1, parent_id: 'p' },
        { id: 'a', type: 'number', depth: 2, parent_id: 'w' },
        {
          id: 'c',
          type: 'calculation',
          depth: 1,
          parent_id: 'p',
          options: { calculations: { value: 'a', items: ['a'] } },
        },
      ],
    };
    const doc = loadTemplate(raw, namedIds());
    expect(shapeOf(doc)).toEqual([
      's:0:-',
      'site:1:s',
      'p:0:-',
      'a:1:p',
      'c:1:p',
      'n1:0:-',
      'n2:1:n1',
      'n3:1:n1',
    ]);
    expect(doc.items[1]?.type).toBe('asset');
    expect(doc.need_merge_request).toBe(true);
    expect(doc.relations.c?.a?.calculation).toBe(true);
    expect(doc.dependencies).toEqual({ a: ['c'] });
  });

  it('throws on a payload that is not a template', () => {
    expect(() => loadTemplate({ items: 'no' })).toThrow();
  });
});

describe('openTemplate', () => {
  it('opens a stored document as loadTemplate does, since every write stored it through the schema', () => {
    const edited = buildDoc(SAMPLE_ROWS.slice(0, -2), { title: 'Checks' });
    const withRepeatable = {
      ...edited,
      items: edited.items.map((item) =>
        item.id === 'b'
          ? { ...item, options: { ...item.options, repeatable: true, repeatable_settings: { min: 1 } } }
          : item,
      ),
    };
    const stored = templateDocumentSchema.parse(toServerShape(withRepeatable, namedIds()));
    expect(stored.items.some((item) => item.type === 'repeating_group')).toBe(true);
    expect(openTemplate(stored, namedIds())).toEqual(loadTemplate(stored, namedIds()));
  });

  it('does not validate what it opens', () => {
    const unchecked = {
      ...templateDocumentSchema.parse({ template_id: 't', items: [] }),
      items: [{ id: 'x', type: 'page', depth: 0, parent_id: null, options: {} }],
    };
    const doc = openTemplate(unchecked as unknown as Parameters<typeof openTemplate>[0], namedIds());
    expect(doc.items[0]).not.toHaveProperty('visible');
    expect(loadTemplate(unchecked, namedIds()).items[0]).toHaveProperty('visible', true);
    expect(() => loadTemplate({ ...unchecked, items: [{ id: 'x', type: 'nope', depth: 0 }] })).toThrow();
  });
});
