import { and, eq, inArray } from 'drizzle-orm';
import {
  ANSWER_CHECK_MESSAGES,
  answerValueProblem,
  isAnswerable,
  type InspectionChange,
} from '@fieldbook/domain';
import { inspectionMedia } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import type { VersionModel } from './inspection-version';

/** One change's problem as a field of the 422 map (`changes.<index>.<field>`), or null when it fits. */
function changeProblem(model: VersionModel, change: InspectionChange): [string, FieldMessage] | null {
  if (change.kind === 'title' || change.kind === 'location') return null;
  const index = model.program.indexById.get(change.item_id);
  const item = model.items.get(change.item_id);
  if (index === undefined || !item) return ['item_id', { key: ANSWER_CHECK_MESSAGES.unknownItem }];
  if (change.kind === 'instances')
    return model.program.items[index]!.scope === index
      ? null
      : ['item_id', { key: ANSWER_CHECK_MESSAGES.notRepeatable }];
  if (!isAnswerable(item)) return ['item_id', { key: ANSWER_CHECK_MESSAGES.notAnswerable }];
  if (change.instance > 0 && !model.scopeOf.has(item.id))
    return ['instance', { key: ANSWER_CHECK_MESSAGES.instanceOutside }];
  if (
    change.kind === 'markers' &&
    !model.doc.image_markers.some((m) => m.uuid === item.options.image_marker_id)
  )
    return ['markers', { key: ANSWER_CHECK_MESSAGES.noImageMarker }];
  if (change.kind === 'value') {
    const found = answerValueProblem(model.doc, item, change.value);
    return found ? ['value', { key: found }] : null;
  }
  return null;
}

/**
 * Checks every change of a batch before any is applied (a 422 changes nothing): the item exists in the version and
 * takes answers, the value fits its type, markers go on an item with an image marker, and media name only files
 * uploaded to this inspection.
 */
export async function assertChangesFit(
  tx: Tx,
  model: VersionModel,
  inspectionId: string,
  changes: readonly InspectionChange[],
): Promise<void> {
  const fields: Record<string, FieldMessage> = {};
  changes.forEach((change, i) => {
    const found = changeProblem(model, change);
    if (found) fields[`changes.${i}.${found[0]}`] ??= found[1];
  });
  const fileIds = [...new Set(changes.flatMap((c) => (c.kind === 'media' ? c.file_ids : [])))];
  if (fileIds.length > 0) {
    const known = new Set(
      (
        await tx
          .select({ id: inspectionMedia.fileId })
          .from(inspectionMedia)
          .where(
            and(eq(inspectionMedia.inspectionId, inspectionId), inArray(inspectionMedia.fileId, fileIds)),
          )
      ).map((r) => r.id),
    );
    changes.forEach((change, i) => {
      if (change.kind === 'media' && change.file_ids.some((id) => !known.has(id)))
        fields[`changes.${i}.file_ids`] ??= { key: 'inspections.validation.unknown_file' };
    });
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
}
