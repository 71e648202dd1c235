import type { CustomFieldEntry, CustomFieldType } from '@fieldbook/domain';

/**
 * A field the owner always has and the editor only shows (e.g. the assignment title on /settings/assignment): it is
 * not part of the saved list and cannot be moved, edited or removed.
 */
export interface StaticField {
  key: string;
  /** Already translated by the page. */
  name: string;
  field_type: CustomFieldType;
  is_required: boolean;
}

/** The editor's contract with the pages that hold custom fields (asset types, global lists, assignment settings). */
export interface CustomFieldsEditorProps {
  /** The list as the server answered it (groups and fields, in display order); the editor's baseline. */
  value: readonly CustomFieldEntry[];
  /**
   * Stores the edited list (PUT …/custom-fields). Resolve with the server's answer (permanent keys) to make it the
   * new baseline, or with nothing to keep the sent list; reject to keep the edits (the API client shows the error).
   */
  onSave: (entries: CustomFieldEntry[]) => Promise<readonly CustomFieldEntry[] | void>;
  /** Shown read-only at the top of the first group. */
  staticFields?: readonly StaticField[];
  /** Keys the page treats as locked in addition to the fields' own is_locked (never deletable). */
  lockedIds?: readonly string[];
  /**
   * Deletes an unused field on the server at once (DELETE …/unused-fields/{id}/delete). Without it, or when the
   * user lacks the permission, unused fields show no delete button.
   */
  unusedFieldDelete?: (key: string) => Promise<void>;
  /** Read-only view: no palette, no drag, no buttons that change the list. */
  readOnly?: boolean;
}
