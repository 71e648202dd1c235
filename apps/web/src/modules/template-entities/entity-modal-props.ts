import type { Id, OpResult, TemplateDocument } from '@fieldbook/domain/templates';

/** What every modal editing an item's linked entity (response set, rule set…) receives from the editor. */
export interface EntityModalProps {
  doc: TemplateDocument;
  itemId: Id;
  onClose(): void;
  /** Applies one domain operation as one undo step and answers its result, so a refusal can be shown. */
  apply(op: (doc: TemplateDocument) => OpResult): OpResult;
}
