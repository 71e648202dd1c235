import {
  copyItems,
  deleteItems,
  duplicateItem,
  insertPage,
  isPageKind,
  moveItem,
  pasteItems,
  setCollapsed,
} from '@fieldbook/domain/templates';
import type { Id, OpResult, Target, TemplateDocument } from '@fieldbook/domain/templates';
import {
  IconArrowBackUp,
  IconArrowDown,
  IconArrowForwardUp,
  IconArrowUp,
  IconArrowsSort,
  IconClipboard,
  IconCopy,
  IconDeviceMobile,
  IconFilePlus,
  IconFold,
  IconListCheck,
  IconSquaresDiagonal,
  IconTrash,
} from '@tabler/icons-react';
import { itemById } from '../store/editor-store';
import { moveDownTargets, moveUpTargets } from '../store/move-targets';
import type { CommandContext, EditorCommand } from './command-types';
import { matchesShortcut } from './shortcut';

function selectedIds(ctx: CommandContext): Id[] {
  const { doc, selection } = ctx.store.getState();
  return doc.items.filter((item) => selection.has(item.id)).map((item) => item.id);
}

function focused(ctx: CommandContext) {
  const { doc, focusId } = ctx.store.getState();
  return focusId ? itemById(doc, focusId) : undefined;
}

const hasSelection = (ctx: CommandContext) => ctx.store.getState().selection.size > 0;
const focusIsQuestionOrSection = (ctx: CommandContext) => {
  const item = focused(ctx);
  return !!item && !isPageKind(item.type);
};
// Availability runs on every store change for every command button: it must not walk the document.
const selectionHasNoPage = (ctx: CommandContext) => {
  const { doc, selection } = ctx.store.getState();
  return selection.size > 0 && [...selection].every((id) => !isPageKind(itemById(doc, id)!.type));
};
const hasTwoMainPages = (ctx: CommandContext) => {
  let pages = 0;
  for (const item of ctx.store.getState().doc.items) if (item.type === 'page' && ++pages > 1) return true;
  return false;
};

/** Applies an op and shows its refusal, the one path every editing command takes. */
function applyOrReport(ctx: CommandContext, op: (doc: TemplateDocument) => OpResult): boolean {
  const result = ctx.store.apply(op);
  if (!result.ok) ctx.ui.refused(result.conflicts);
  return result.ok;
}

/** Moves the focused item to the first target the domain accepts. */
function moveFocused(ctx: CommandContext, targets: (doc: TemplateDocument, id: Id) => Target[]): void {
  const item = focused(ctx);
  if (!item) return;
  const doc = ctx.store.getState().doc;
  let firstRefusal: OpResult | null = null;
  for (const target of targets(doc, item.id)) {
    const result = ctx.store.apply((d) => moveItem(d, item.id, target));
    if (result.ok) return;
    firstRefusal ??= result;
  }
  if (firstRefusal && !firstRefusal.ok) ctx.ui.refused(firstRefusal.conflicts);
}

/** The registry: every builder command once, in toolbar order. */
export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  {
    id: 'undo',
    labelKey: 'commands.undo',
    shortcut: 'Mod+Z',
    icon: IconArrowBackUp,
    scope: 'document',
    onPress: true,
    available: (ctx) => ctx.store.canUndo(),
    run: (ctx) => void ctx.store.undo(),
  },
  {
    id: 'redo',
    labelKey: 'commands.redo',
    shortcut: 'Mod+Shift+Z',
    altShortcuts: ['Mod+Y'],
    icon: IconArrowForwardUp,
    scope: 'document',
    onPress: true,
    available: (ctx) => ctx.store.canRedo(),
    run: (ctx) => void ctx.store.redo(),
  },
  {
    id: 'addPage',
    labelKey: 'commands.addPage',
    icon: IconFilePlus,
    scope: 'document',
    available: () => true,
    run: (ctx) => {
      const item = focused(ctx);
      const { doc } = ctx.store.getState();
      const page = item && item.depth === 0 && item.type === 'page' ? item.id : null;
      const before = new Set(doc.items.map((i) => i.id));
      if (!applyOrReport(ctx, (d) => insertPage(d, page))) return;
      const added = ctx.store.getState().doc.items.find((i) => !before.has(i.id));
      if (added) ctx.store.select(added.id);
    },
  },
  {
    id: 'reorderPages',
    labelKey: 'commands.reorderPages',
    icon: IconArrowsSort,
    scope: 'document',
    available: hasTwoMainPages,
    run: (ctx) => ctx.ui.openPageReorder(),
  },
  {
    id: 'preview',
    labelKey: 'commands.preview',
    shortcut: 'Alt+P',
    icon: IconDeviceMobile,
    scope: 'document',
    available: () => true,
    run: (ctx) => ctx.ui.togglePreview(),
  },
  {
    id: 'multiSelect',
    labelKey: 'commands.multiSelect',
    shortcut: 'Mod+M',
    icon: IconListCheck,
    scope: 'document',
    available: () => true,
    run: (ctx) => ctx.store.setMultiSelect(!ctx.store.getState().multiSelect),
  },
  {
    id: 'paste',
    labelKey: 'commands.paste',
    shortcut: 'Mod+V',
    icon: IconClipboard,
    scope: 'document',
    available: (ctx) => ctx.store.getState().clipboard !== null && focused(ctx) !== undefined,
    run: (ctx) => {
      const { clipboard } = ctx.store.getState();
      const item = focused(ctx);
      if (!clipboard || !item) return;
      let cleared = 0;
      const ok = applyOrReport(ctx, (doc) => {
        const result = pasteItems(doc, clipboard, { afterId: item.id });
        if (result.ok) cleared = result.cleared.length;
        return result;
      });
      if (ok && cleared > 0) ctx.ui.pasteCleared(cleared);
    },
  },
  {
    id: 'moveUp',
    labelKey: 'commands.moveUp',
    shortcut: 'Alt+ArrowUp',
    icon: IconArrowUp,
    scope: 'item',
    available: focusIsQuestionOrSection,
    run: (ctx) => moveFocused(ctx, (doc, id) => moveUpTargets(doc.items, id)),
  },
  {
    id: 'moveDown',
    labelKey: 'commands.moveDown',
    shortcut: 'Alt+ArrowDown',
    icon: IconArrowDown,
    scope: 'item',
    available: focusIsQuestionOrSection,
    run: (ctx) => moveFocused(ctx, (doc, id) => moveDownTargets(doc.items, id)),
  },
  {
    id: 'toggleCollapse',
    labelKey: 'commands.toggleCollapse',
    shortcut: 'Alt+C',
    icon: IconFold,
    scope: 'item',
    available: (ctx) => {
      const item = focused(ctx);
      return !!item && (isPageKind(item.type) || item.type === 'section');
    },
    run: (ctx) => {
      const item = focused(ctx);
      if (item) ctx.store.setView(setCollapsed(ctx.store.getState().doc, item.id, !item.collapsed));
    },
  },
  {
    id: 'duplicate',
    labelKey: 'commands.duplicate',
    shortcut: 'Mod+D',
    icon: IconSquaresDiagonal,
    scope: 'item',
    available: focusIsQuestionOrSection,
    run: (ctx) => {
      const item = focused(ctx);
      if (item) applyOrReport(ctx, (doc) => duplicateItem(doc, item.id));
    },
  },
  {
    id: 'copy',
    labelKey: 'commands.copy',
    shortcut: 'Mod+C',
    icon: IconCopy,
    scope: 'item',
    available: selectionHasNoPage,
    run: (ctx) => {
      const result = copyItems(ctx.store.getState().doc, selectedIds(ctx));
      if (result.ok) ctx.store.setClipboard(result.clipboard);
      else ctx.ui.refused(result.conflicts);
    },
  },
  {
    id: 'delete',
    labelKey: 'commands.delete',
    shortcut: 'Delete',
    icon: IconTrash,
    scope: 'item',
    available: hasSelection,
    run: (ctx) => {
      const ids = selectedIds(ctx);
      applyOrReport(ctx, (doc) => deleteItems(doc, ids));
    },
  },
];

/** Looks a command up by id; the registry is the only place commands are defined. */
export function editorCommand(id: string): EditorCommand {
  const command = EDITOR_COMMANDS.find((c) => c.id === id);
  if (!command) throw new Error(`unknown editor command ${id}`);
  return command;
}

/** The available command a key event triggers, if any. */
export function commandForKey(
  event: Parameters<typeof matchesShortcut>[0],
  ctx: CommandContext,
): EditorCommand | undefined {
  return EDITOR_COMMANDS.find(
    (c) =>
      [c.shortcut, ...(c.altShortcuts ?? [])].some((s) => s !== undefined && matchesShortcut(event, s)) &&
      c.available(ctx),
  );
}
