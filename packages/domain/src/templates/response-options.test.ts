import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from './document.schema';
import { responseOptionsOf } from './response-options';

describe('responseOptionsOf', () => {
  const doc = templateDocumentSchema.parse({
    template_id: 't',
    items: [
      { id: 'p', type: 'page', depth: 0, parent_id: null },
      { id: 'own', type: 'yesno', depth: 1, parent_id: 'p', options: { response_set_id: 'a' } },
      { id: 'shared', type: 'list', depth: 1, parent_id: 'p', options: { response_set_id: 'g' } },
      { id: 'none', type: 'dropdown', depth: 1, parent_id: 'p' },
      { id: 'gone', type: 'dropdown', depth: 1, parent_id: 'p', options: { response_set_id: 'x' } },
    ],
    response_sets: [{ uuid: 'a', options: [{ uuid: 'y', label: 'Yes' }] }],
    global_responses: [{ uuid: 'g', options: [{ uuid: 'r', label: 'Red' }] }],
  });
  const at = (id: string) => doc.items.find((i) => i.id === id)!;

  it('reads the template set first, then the global one, else nothing', () => {
    expect(responseOptionsOf(doc, at('own')).map((o) => o.label)).toEqual(['Yes']);
    expect(responseOptionsOf(doc, at('shared')).map((o) => o.label)).toEqual(['Red']);
    expect(responseOptionsOf(doc, at('none'))).toEqual([]);
    expect(responseOptionsOf(doc, at('gone'))).toEqual([]);
  });
});
