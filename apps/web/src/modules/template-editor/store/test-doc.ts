import { addItem, createTemplate, insertPage } from '@fieldbook/domain/templates';
import type { TemplateDocument } from '@fieldbook/domain/templates';

/** A seeded template with one main page holding `questions` text questions, for tests and benches. */
export function testDocument(questions = 2): TemplateDocument {
  let n = 0;
  const newId = () => `id-${(n += 1)}`;
  let doc = createTemplate({ template_id: 'tpl-1', title: 'Test' }, newId);
  const page = insertPage(doc, null, newId);
  if (!page.ok) throw new Error('insertPage refused');
  doc = page.doc;
  const pageItem = doc.items.find((item) => item.type === 'page')!;
  let after = doc.items[doc.items.indexOf(pageItem) + 1]!.id;
  for (let i = 1; i < questions; i += 1) {
    const added = addItem(doc, { type: 'textAnswer', afterId: after, title: `Q${i}`, depth: 1 }, newId);
    if (!added.ok) throw new Error('addItem refused');
    doc = added.doc;
    after = doc.items[doc.items.findIndex((item) => item.id === after) + 1]!.id;
  }
  return doc;
}
