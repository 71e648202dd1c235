import type { OpConflict } from '@fieldbook/domain/templates';
import type { MenuIcon } from '../../../app/module-types';
import type { EditorStore } from '../store/editor-store';
import type { Shortcut } from './shortcut';

/** What commands may ask of the screen around them: dialogs for refusals and the page-reorder modal. */
export interface EditorUi {
  /** A refused edit: nesting alert, dependency-conflict dialog or not-allowed message. */
  refused(conflicts: readonly OpConflict[]): void;
  /** Pasted data that broke rules was cleared (spec §5). */
  pasteCleared(count: number): void;
  openPageReorder(): void;
  /** The template being edited, for calls that name it (image-marker upload). */
  templateId: string;
  /** A call other than the autosave changed the server draft; the next save builds on this revision. */
  serverRevision(revision: number): void;
  /** Shows or hides the embedded mobile preview in place of the inspector. */
  togglePreview(): void;
}

/** What a command runs against. */
export interface CommandContext {
  store: EditorStore;
  ui: EditorUi;
}

/**
 * One builder command, registered once (Excalidraw-style action): toolbar, shortcut bar, context
 * menu and keyboard all read this record.
 */
export interface EditorCommand {
  id: string;
  /** i18n key of the label, in the template-editor namespace. */
  labelKey: string;
  shortcut?: Shortcut;
  /** Extra chords doing the same (e.g. Mod+Y for redo). */
  altShortcuts?: readonly Shortcut[];
  icon: MenuIcon;
  /** `item` commands act on the selection and appear in the per-item shortcut bar. */
  scope: 'document' | 'item';
  /**
   * Runs when a mouse button goes down on its toolbar button, not on release, and leaves the focus where it
   * was (as ProseMirror's menu does): for repeated, instant commands like undo (ADR 156).
   */
  onPress?: boolean;
  available(ctx: CommandContext): boolean;
  run(ctx: CommandContext): void;
}
