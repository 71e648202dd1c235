import type { OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import { useState } from 'react';
import type { EntityModalProps } from './entity-modal-props';

/**
 * Saving an entity modal: `commit` applies one operation (one undo step) and closes the modal, or keeps it
 * open with `refused` set when the document refuses the change, for the footer's notice.
 */
export function useEntityCommit({ apply, onClose }: Pick<EntityModalProps, 'apply' | 'onClose'>) {
  const [refused, setRefused] = useState(false);
  const commit = (op: (doc: TemplateDocument) => OpResult) => {
    if (apply(op).ok) onClose();
    else setRefused(true);
  };
  return { refused, commit };
}
