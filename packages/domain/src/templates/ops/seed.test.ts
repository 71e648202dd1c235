import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../ids';
import { buildDoc, shapeOf } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { validateDocumentStructure } from '../validate-structure';
import { createTemplate, ensureHiddenPage } from './seed';

const ID = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('createTemplate', () => {
  const doc = createTemplate({ template_id: 't', title: 'Audit' }, sequentialIds());

  it('seeds start and end page with a default text question and the hidden page', () => {
    expect(doc.items.map((i) => `${i.type}:${i.depth}`)).toEqual([
      'start_page:0',
      'textAnswer:1',
      'end_page:0',
      'textAnswer:1',
      'hidden_page:0',
      'inspection_real_start_date:1',
      'inspection_real_end_date:1',
    ]);
    expect(doc.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map(ID));
    expect(doc.title).toBe('Audit');
  });

  it('makes the real end date required and the hidden page not visible', () => {
    expect(doc.items[6]?.options.required).toBe(true);
    expect(doc.items[5]?.options.required).toBe(false);
    expect(doc.items[4]?.options.not_visible).toBe(true);
  });

  it('is structurally valid and not yet a draft', () => {
    expect(validateDocumentStructure(doc)).toEqual({ valid: true, issues: [], conflicts: [] });
    expect(doc.has_draft).toBe(false);
  });
});

describe('ensureHiddenPage', () => {
  const cases: [string, Row[], string[]][] = [
    ['adds the whole page', [['s', 'start_page', 0]], ['s:0:-', 'n1:0:-', 'n2:1:n1', 'n3:1:n1']],
    [
      'adds only the missing end date',
      [
        ['h', 'hidden_page', 0],
        ['rs', 'inspection_real_start_date', 1],
      ],
      ['h:0:-', 'rs:1:h', 'n1:1:h'],
    ],
    [
      'adds the missing start date after existing children',
      [
        ['h', 'hidden_page', 0],
        ['re', 'inspection_real_end_date', 1],
      ],
      ['h:0:-', 're:1:h', 'n1:1:h'],
    ],
  ];
  it.each(cases)('%s', (_name, rows, shape) => {
    let n = 0;
    const doc = ensureHiddenPage(buildDoc(rows), () => `n${++n}`);
    expect(shapeOf(doc)).toEqual(shape);
  });

  it('returns the same document when complete', () => {
    const doc = createTemplate({ template_id: 't' }, sequentialIds());
    expect(ensureHiddenPage(doc)).toBe(doc);
  });
});
