import { ANSWER_PARTS, type AnswerPart, type InspectionAnswer } from '@fieldbook/domain/inspections';
import type { LocalAnswer } from './runner-db';

const at = (time: string | undefined): number => (time ? Date.parse(time) : -Infinity);

function takePart(into: LocalAnswer, from: InspectionAnswer, part: AnswerPart): void {
  if (part === 'value') into.value = from.value;
  else if (part === 'note') into.note = from.note;
  else if (part === 'media') into.media = from.media;
  else if (part === 'markers') into.markers = from.markers;
  else into.rating = from.rating;
}

/**
 * Merges a server answer into the device's copy part by part (ADR 194): a part with an unsent change here is
 * kept, a part changed here later than the server's answer is kept, any other part takes the server's value.
 */
export function mergeRemoteAnswer(
  inspectionId: string,
  local: LocalAnswer | undefined,
  remote: InspectionAnswer,
  unsent: ReadonlySet<AnswerPart>,
): LocalAnswer {
  const merged: LocalAnswer = local
    ? { ...local, changed: { ...local.changed } }
    : {
        inspection_id: inspectionId,
        item_id: remote.item_id,
        instance: remote.instance,
        value: null,
        note: null,
        media: [],
        rating: null,
        markers: [],
        changed: {},
      };
  for (const part of ANSWER_PARTS) {
    if (unsent.has(part)) continue;
    if (at(merged.changed[part]) > at(remote.changed_at)) continue;
    takePart(merged, remote, part);
    merged.changed[part] = remote.changed_at;
  }
  return merged;
}

/** Merges the server's repetition counts, keeping a count with an unsent change here. */
export function mergeInstances(
  local: Readonly<Record<string, number>>,
  remote: Readonly<Record<string, number>>,
  unsent: ReadonlySet<string>,
): Record<string, number> {
  const merged = { ...local };
  for (const [itemId, count] of Object.entries(remote)) if (!unsent.has(itemId)) merged[itemId] = count;
  return merged;
}
