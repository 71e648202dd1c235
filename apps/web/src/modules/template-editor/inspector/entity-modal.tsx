import type { Item, OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import { GroupOptionsModal } from '../../template-entities/grouped/group-options-modal';
import { ImageMarkerModal } from '../../template-entities/image-marker/image-marker-modal';
import { RelatedInfoModal } from '../../template-entities/info/related-info-modal';
import { ResponseSetModal } from '../../template-entities/response-sets/response-set-modal';
import { RulesModal } from '../../template-entities/rules/rules-modal';
import { ScoringModal } from '../../template-entities/scoring/scoring-modal';
import { UnitsModal } from '../../template-entities/units/units-modal';
import { useCommandContext } from '../commands/command-context';

/** Inspector entries that open a modal: linked entities, units, and scoring with rating. */
export const MODAL_FIELDS = new Set([
  'response_set_id',
  'rule_set_id',
  'info_id',
  'image_marker_id',
  'grouped_item_id',
  'units',
  'scoring',
]);

/** The modal of one inspector entry; every save is one store edit, so one undo step. */
export function EntityModal({ field, item, onClose }: { field: string; item: Item; onClose(): void }) {
  const ctx = useCommandContext();
  const props = {
    doc: ctx.store.getState().doc,
    itemId: item.id,
    onClose,
    apply: (op: (doc: TemplateDocument) => OpResult) => ctx.store.apply(op),
  };
  switch (field) {
    case 'response_set_id':
      return <ResponseSetModal {...props} />;
    case 'rule_set_id':
      return <RulesModal {...props} />;
    case 'info_id':
      return <RelatedInfoModal {...props} />;
    case 'grouped_item_id':
      return <GroupOptionsModal {...props} />;
    case 'units':
      return <UnitsModal {...props} />;
    case 'scoring':
      return <ScoringModal {...props} />;
    case 'image_marker_id':
      return (
        <ImageMarkerModal
          {...props}
          templateId={ctx.ui.templateId}
          onServerRevision={ctx.ui.serverRevision}
        />
      );
    default:
      return null;
  }
}
