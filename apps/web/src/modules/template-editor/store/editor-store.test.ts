import { moveItem, setCollapsed, updateItem } from '@fieldbook/domain/templates';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { describe, expect, it, vi } from 'vitest';
import { createEditorStore, itemById } from './editor-store';
import { testDocument } from './test-doc';

function questionId(store: ReturnType<typeof createEditorStore>): string {
  return store.getState().doc.items.find((item) => item.type === 'textAnswer')!.id;
}

describe('editor store', () => {
  it('applies a domain op as one undoable step and notifies subscribers', () => {
    const store = createEditorStore(testDocument());
    const listener = vi.fn();
    store.subscribe(listener);
    const id = questionId(store);
    const result = store.apply((doc) => updateItem(doc, id, { title: 'Hello' }));
    expect(result.ok).toBe(true);
    expect(itemById(store.getState().doc, id)!.title).toBe('Hello');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.undo()).toBe(true);
    expect(itemById(store.getState().doc, id)!.title).not.toBe('Hello');
    expect(store.redo()).toBe(true);
    expect(itemById(store.getState().doc, id)!.title).toBe('Hello');
  });

  it('types a title as one step: same mark coalesces until the gesture ends', () => {
    const store = createEditorStore(testDocument());
    const id = questionId(store);
    for (const title of ['H', 'He', 'Hel', 'Hell', 'Hello'])
      store.apply((doc) => updateItem(doc, id, { title }), { mark: `title:${id}` });
    store.endGesture();
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(store.canUndo()).toBe(false);
  });

  it('leaves a refused op out of the document and history', () => {
    const store = createEditorStore(testDocument());
    const before = store.getState();
    const result = store.apply(() => ({ ok: false, conflicts: [{ code: 'not_found', item_id: 'x' }] }));
    expect(result.ok).toBe(false);
    expect(store.getState()).toBe(before);
  });

  it('keeps view changes and selection out of history, and keeps redo after them', () => {
    const store = createEditorStore(testDocument());
    const id = questionId(store);
    store.apply((doc) => updateItem(doc, id, { title: 'x' }));
    store.undo();
    const page = store.getState().doc.items[0]!;
    store.setView(setCollapsed(store.getState().doc, page.id, true));
    store.select(id);
    expect(store.canRedo()).toBe(true);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('selects one item, toggles in multi-select mode and drops deleted ids', () => {
    const store = createEditorStore(testDocument(3));
    const [first, second] = store.getState().doc.items.filter((i) => i.type === 'textAnswer');
    store.select(first!.id);
    store.select(second!.id);
    expect([...store.getState().selection]).toEqual([second!.id]);
    store.setMultiSelect(true);
    store.select(first!.id);
    expect(store.getState().selection.size).toBe(2);
    store.select(first!.id);
    expect([...store.getState().selection]).toEqual([second!.id]);
  });

  it('replaces everything and clears history on load', () => {
    const store = createEditorStore(testDocument());
    const id = questionId(store);
    store.apply((doc) => updateItem(doc, id, { title: 'x' }));
    store.select(id);
    const fresh = testDocument(4);
    store.load(fresh);
    expect(store.getState().doc).toBe(fresh);
    expect(store.canUndo()).toBe(false);
    expect(store.getState().selection.size).toBe(0);
  });

  it('finds items by id across documents whose items moved, were replaced or are missing', () => {
    const doc = testDocument(6);
    const expectLookups = (d: TemplateDocument) => {
      for (const item of d.items) expect(itemById(d, item.id)).toBe(item);
      expect(itemById(d, 'nope')).toBeUndefined();
    };
    expectLookups(doc);
    const questions = doc.items.filter((item) => item.type === 'textAnswer');
    const moved = moveItem(doc, questions[0]!.id, { afterId: questions[3]!.id });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expectLookups(moved.doc);
    const renamed = updateItem(moved.doc, questions[2]!.id, { title: 'Renamed' });
    if (!renamed.ok) throw new Error('refused');
    expectLookups(renamed.doc);
    // Alternating between documents (undo, redo) must never answer an item of the other one.
    expectLookups(doc);
    expectLookups(renamed.doc);
    expect(itemById(doc, questions[2]!.id)!.title).not.toBe('Renamed');
  });
});
