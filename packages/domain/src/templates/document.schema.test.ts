import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from './document.schema';
import { itemSchema } from './item.schema';

const page = { id: 'p1', type: 'start_page', depth: 0, parent_id: null };

describe('itemSchema', () => {
  it('applies item defaults', () => {
    expect(itemSchema.parse(page)).toEqual({
      ...page,
      title: '',
      options: {},
      collapsed: false,
      visible: true,
      base_id: null,
    });
  });

  it.each([
    ['slider step must be positive', { type: 'slider', options: { step: 0 } }, 'options.step'],
    [
      'start page cannot hold a rule set',
      { type: 'start_page', options: { rule_set_id: 'r' } },
      'options.rule_set_id',
    ],
    [
      'date shape must be known',
      { type: 'datetime', options: { date_time_shape: 'week' } },
      'options.date_time_shape',
    ],
    [
      'document id parts are typed',
      { type: 'document_id', options: { items: [{ type: 'x' }] } },
      'options.items.0.type',
    ],
    ['unknown type', { type: 'site_v2', options: {} }, 'type'],
  ])('rejects: %s', (_name, patch, path) => {
    const result = itemSchema.safeParse({ id: 'q', depth: 1, parent_id: 'p1', ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('keeps options the spec names only by label', () => {
    const item = itemSchema.parse({
      id: 'q',
      type: 'number',
      depth: 1,
      parent_id: 'p',
      options: { allow_na: true },
    });
    expect(item.options).toEqual({ allow_na: true });
  });
});

describe('templateDocumentSchema', () => {
  it('fills template defaults', () => {
    const doc = templateDocumentSchema.parse({ template_id: 't', items: [page] });
    expect(doc).toMatchObject({
      revision: 0,
      need_merge_request: false,
      has_draft: false,
      standard_language: 'en',
      translations: {},
      rule_sets: [],
      relations: {},
    });
  });

  it('rejects translations of an unsupported language', () => {
    const result = templateDocumentSchema.safeParse({
      template_id: 't',
      items: [],
      translations: { xx: {} },
    });
    expect(result.success).toBe(false);
  });
});
