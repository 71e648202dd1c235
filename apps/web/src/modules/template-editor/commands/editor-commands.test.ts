import { describe, expect, it, vi } from 'vitest';
import { createEditorStore, itemById } from '../store/editor-store';
import { testDocument } from '../store/test-doc';
import type { CommandContext } from './command-types';
import { commandForKey, EDITOR_COMMANDS, editorCommand } from './editor-commands';
import { formatShortcut, matchesShortcut } from './shortcut';

function context(questions = 3): CommandContext {
  return {
    store: createEditorStore(testDocument(questions)),
    ui: {
      refused: vi.fn(),
      pasteCleared: vi.fn(),
      openPageReorder: vi.fn(),
      togglePreview: vi.fn(),
      templateId: 'template-1',
      serverRevision: vi.fn(),
    },
  };
}

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

const questions = (ctx: CommandContext) =>
  ctx.store.getState().doc.items.filter((item) => item.type === 'textAnswer' && item.title.startsWith('Q'));

describe('editor commands', () => {
  it('registers every command once with a label key and unique shortcuts', () => {
    const ids = EDITOR_COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const chords = EDITOR_COMMANDS.flatMap((c) => [c.shortcut, ...(c.altShortcuts ?? [])]).filter(Boolean);
    expect(new Set(chords).size).toBe(chords.length);
    EDITOR_COMMANDS.forEach((c) => expect(c.labelKey).toMatch(/^commands\./));
  });

  it('matches chords with exact modifiers and formats them per platform', () => {
    expect(matchesShortcut(key('z', { ctrlKey: true }), 'Mod+Z')).toBe(true);
    expect(matchesShortcut(key('Z', { metaKey: true, shiftKey: true }), 'Mod+Shift+Z')).toBe(true);
    expect(matchesShortcut(key('z', { ctrlKey: true, shiftKey: true }), 'Mod+Z')).toBe(false);
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⌘+Shift+Z');
    expect(formatShortcut('Alt+ArrowUp', false)).toBe('Alt+Up');
  });

  it('finds only available commands by key: undo needs a step', () => {
    const ctx = context();
    expect(commandForKey(key('z', { ctrlKey: true }), ctx)).toBeUndefined();
    ctx.store.select(questions(ctx)[0]!.id);
    editorCommand('duplicate').run(ctx);
    expect(commandForKey(key('z', { ctrlKey: true }), ctx)?.id).toBe('undo');
  });

  it('deletes the selection and undoes it in one step', () => {
    const ctx = context();
    const [first, second] = questions(ctx);
    ctx.store.setMultiSelect(true);
    ctx.store.select(first!.id);
    ctx.store.select(second!.id);
    editorCommand('delete').run(ctx);
    expect(itemById(ctx.store.getState().doc, first!.id)).toBeUndefined();
    expect(itemById(ctx.store.getState().doc, second!.id)).toBeUndefined();
    editorCommand('undo').run(ctx);
    expect(itemById(ctx.store.getState().doc, second!.id)).toBeDefined();
  });

  it('reports a refusal instead of applying it: the start page cannot be deleted', () => {
    const ctx = context();
    ctx.store.select(ctx.store.getState().doc.items[0]!.id);
    const before = ctx.store.getState().doc;
    editorCommand('delete').run(ctx);
    expect(ctx.store.getState().doc).toBe(before);
    expect(ctx.ui.refused).toHaveBeenCalledWith([expect.objectContaining({ code: 'fixed_position' })]);
  });

  it('moves an item down and up with the keyboard commands', () => {
    const ctx = context();
    const [first, second] = questions(ctx);
    ctx.store.select(first!.id);
    editorCommand('moveDown').run(ctx);
    const order = () => questions(ctx).map((q) => q.id);
    expect(order()).toEqual([second!.id, first!.id]);
    editorCommand('moveUp').run(ctx);
    expect(order()).toEqual([first!.id, second!.id]);
  });

  it('copies and pastes after the focused item', () => {
    const ctx = context();
    const [first] = questions(ctx);
    ctx.store.select(first!.id);
    expect(editorCommand('paste').available(ctx)).toBe(false);
    editorCommand('copy').run(ctx);
    editorCommand('paste').run(ctx);
    expect(questions(ctx).filter((q) => q.title === first!.title)).toHaveLength(2);
  });

  it('adds a page after the focused page and selects it', () => {
    const ctx = context();
    const pages = () => ctx.store.getState().doc.items.filter((i) => i.type === 'page');
    expect(pages()).toHaveLength(1);
    editorCommand('addPage').run(ctx);
    expect(pages()).toHaveLength(2);
    expect(ctx.store.getState().focusId).toBe(pages()[1]!.id);
  });
});
