import { addItem, setCollapsed } from '@fieldbook/domain/templates';
import type { ItemType, TemplateDocument } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { addPlan, addTarget } from './add-target';
import { testDocument } from './test-doc';

/** The test document with a section after Q2 holding one question, and a last question after it. */
function withSection(collapsed: boolean): TemplateDocument {
  let doc = testDocument(3);
  const q2 = doc.items.find((i) => i.title === 'Q2')!;
  const steps: [ItemType, string, string, number][] = [
    ['section', 'S1', q2.id, 1],
    ['textAnswer', 'Inside', 'S1', 2],
    ['textAnswer', 'After', 'Inside', 1],
  ];
  for (const [type, title, after, depth] of steps) {
    const afterId = doc.items.find((i) => i.id === after || i.title === after)!.id;
    const result = addItem(doc, { type, title, afterId, depth });
    if (!result.ok) throw new Error('addItem refused');
    doc = result.doc;
  }
  const section = doc.items.find((i) => i.title === 'S1')!;
  return collapsed ? setCollapsed(doc, section.id, true) : doc;
}

const byTitle = (doc: TemplateDocument, title: string) => doc.items.find((i) => i.title === title)!;

function add(doc: TemplateDocument, focus: string, type: ItemType) {
  const focused = doc.items.find((i) => i.title === focus || i.id === focus)!;
  const target = addTarget(doc, focused.id, type);
  const result = addItem(doc, { ...target!, type, title: 'New' });
  if (!result.ok) throw new Error('addItem refused');
  const items = result.doc.items;
  const at = items.findIndex((i) => i.title === 'New');
  return { added: items[at]!, before: items[at - 1]!, doc: result.doc };
}

describe('addTarget', () => {
  it.each([true, false])(
    'puts a section after a selected section (collapsed: %s), at its depth',
    (collapsed) => {
      const doc = withSection(collapsed);
      const { added, before } = add(doc, 'S1', 'section');
      expect(before.title).toBe('Inside');
      expect(added.depth).toBe(byTitle(doc, 'S1').depth);
      expect(added.parent_id).toBe(byTitle(doc, 'S1').parent_id);
    },
  );

  it('puts a question inside a selected section, at its end', () => {
    const doc = withSection(false);
    const { added, before } = add(doc, 'S1', 'number');
    expect(before.title).toBe('Inside');
    expect(added.parent_id).toBe(byTitle(doc, 'S1').id);
  });

  it('puts a question at the end of a selected page', () => {
    const doc = withSection(false);
    const page = doc.items.find((i) => i.type === 'page')!;
    const { added, before } = add(doc, page.id, 'number');
    expect(before.title).toBe('After');
    expect(added.parent_id).toBe(page.id);
  });

  it('puts a question after a selected question, as its sibling', () => {
    const doc = withSection(false);
    const { added, before } = add(doc, 'Q1', 'number');
    expect(before.title).toBe('Q1');
    expect(added.depth).toBe(byTitle(doc, 'Q1').depth);
  });
});

describe('addPlan', () => {
  it('opens a collapsed empty section that receives a question, and leaves it closed for a section', () => {
    const doc = withSection(true);
    const inside = byTitle(doc, 'Inside');
    const empty = setCollapsed(
      { ...doc, items: doc.items.filter((i) => i.id !== inside.id) },
      byTitle(doc, 'S1').id,
      true,
    );
    const section = byTitle(empty, 'S1');
    const question = addPlan(empty, section.id, 'number')!;
    expect(byTitle(question.view, 'S1').collapsed).toBe(false);
    expect(question.target).toEqual({ afterId: section.id, depth: section.depth + 1 });
    expect(addItem(question.view, { ...question.target, type: 'number' }).ok).toBe(true);
    expect(addPlan(empty, section.id, 'section')!.view).toBe(empty);
  });
});
