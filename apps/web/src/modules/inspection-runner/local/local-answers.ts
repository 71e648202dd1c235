import {
  ANSWER_PARTS,
  type InspectionChange,
  type InspectionChangesResponse,
} from '@fieldbook/domain/inspections';
import { forgetChange, journalChange, journaledChanges, type JournalStorage } from './change-journal';
import { mergeInstances, mergeRemoteAnswer } from './merge';
import { enqueue, partOf, pendingParts, queued, slotQueued } from './outbox';
import type { LocalAnswer, LocalInspection, MediaRef, RunnerDb } from './runner-db';

/** An answer change as the runner makes it; the id and time are added when it is recorded. */
export type ChangeDraft = InspectionChange extends infer C
  ? C extends InspectionChange
    ? Omit<C, 'change_id' | 'changed_at'>
    : never
  : never;

const blank = (inspectionId: string, itemId: string, instance: number): LocalAnswer => ({
  inspection_id: inspectionId,
  item_id: itemId,
  instance,
  value: null,
  note: null,
  media: [],
  rating: null,
  markers: [],
  changed: {},
});

/** The answer with one change applied (a pure step, the same the server's merge takes). */
export function applyChange(
  answer: LocalAnswer,
  change: InspectionChange,
  media: readonly MediaRef[] = [],
): LocalAnswer {
  const part = partOf(change);
  if (!part) return answer;
  const next: LocalAnswer = { ...answer, changed: { ...answer.changed, [part]: change.changed_at } };
  if (change.kind === 'value') next.value = change.value;
  else if (change.kind === 'note') next.note = change.note;
  else if (change.kind === 'rating') next.rating = change.rating;
  else if (change.kind === 'markers') next.markers = change.markers;
  else if (change.kind === 'media') {
    const known = new Map([...answer.media, ...media].map((m) => [m.id, m]));
    next.media = change.file_ids.map(
      (id) => known.get(id) ?? { id, name: id, mime: 'application/octet-stream' },
    );
  }
  return next;
}

/**
 * Records one change the inspector made: the device's copy first, then the outbox, in one IndexedDB transaction
 * so a change is never saved without being queued or queued without being saved. `media` names new files. The
 * change is written to the journal first, so a reload before the transaction commits does not lose it (ADR 226).
 */
export async function recordChange(
  db: RunnerDb,
  inspectionId: string,
  draft: ChangeDraft,
  media: readonly MediaRef[] = [],
  now = new Date(),
): Promise<InspectionChange> {
  const change = {
    ...draft,
    change_id: crypto.randomUUID(),
    changed_at: now.toISOString(),
  } as InspectionChange;
  journalChange({ inspectionId, change, media });
  await storeChange(db, inspectionId, change, media);
  forgetChange(change.change_id);
  return change;
}

/** Applies a recorded change to the device's copy and queues it, in one IndexedDB transaction. */
async function storeChange(
  db: RunnerDb,
  inspectionId: string,
  change: InspectionChange,
  media: readonly MediaRef[],
): Promise<void> {
  await db.transaction('rw', db.answers, db.inspections, db.outbox, async () => {
    if (change.kind === 'instances') {
      await db.inspections
        .where('id')
        .equals(inspectionId)
        .modify((inspection) => {
          inspection.instances = { ...inspection.instances, [change.item_id]: change.count };
        });
    } else if ('instance' in change) {
      const key: [string, string, number] = [inspectionId, change.item_id, change.instance];
      const answer = (await db.answers.get(key)) ?? blank(inspectionId, change.item_id, change.instance);
      await db.answers.put(applyChange(answer, change, media));
    }
    await db.inspections
      .where('id')
      .equals(inspectionId)
      .modify((inspection) => {
        if (inspection.status === 'to_do') inspection.status = 'in_progress';
      });
    await enqueue(
      db,
      inspectionId,
      change.change_id,
      { type: 'change', change },
      Date.parse(change.changed_at),
    );
  });
}

/** Whether a journaled change is on the device already, or a later change of the same part has replaced it. */
async function alreadyStored(db: RunnerDb, inspectionId: string, change: InspectionChange): Promise<boolean> {
  if (await db.outbox.get(change.change_id)) return true;
  const part = partOf(change);
  if (part && 'instance' in change) {
    const answer = await db.answers.get([inspectionId, change.item_id, change.instance]);
    const stored = answer?.changed[part];
    return stored !== undefined && stored >= change.changed_at;
  }
  return slotQueued(db, inspectionId, change);
}

/** Replays running now, per database: the runner and the sync worker both ask at page load and share one. */
const replays = new WeakMap<RunnerDb, Promise<void>>();

/**
 * Stores the changes a reload or a closed tab cut off between the tap and the IndexedDB commit (the journal's
 * entries), oldest first, unless they are on the device already or a later change replaced them. Runs before the
 * runner reads the device's copy and before the sync worker's first pass; a call while one runs joins it.
 */
export function replayJournal(db: RunnerDb, storage?: JournalStorage): Promise<void> {
  const running = replays.get(db);
  if (running) return running;
  const replay = replayEntries(db, storage).finally(() => replays.delete(db));
  replays.set(db, replay);
  return replay;
}

async function replayEntries(db: RunnerDb, storage?: JournalStorage): Promise<void> {
  for (const { inspectionId, change, media } of journaledChanges(storage)) {
    if (!(await db.inspections.get(inspectionId))) {
      forgetChange(change.change_id, storage);
      continue;
    }
    if (!(await alreadyStored(db, inspectionId, change))) await storeChange(db, inspectionId, change, media);
    forgetChange(change.change_id, storage);
  }
}

/**
 * Merges what the server answered (a pull or a send) into the device's copy, part by part, never over a part
 * with an unsent change here. Answers true when something the runner shows may have changed.
 */
export async function mergeServerAnswers(
  db: RunnerDb,
  inspectionId: string,
  response: InspectionChangesResponse,
): Promise<boolean> {
  return db.transaction('rw', db.answers, db.inspections, db.outbox, async () => {
    const inspection = await db.inspections.get(inspectionId);
    if (!inspection || response.seq < inspection.seq) return false;
    const unsent = pendingParts(await queued(db, inspectionId));
    for (const remote of response.answers) {
      const key: [string, string, number] = [inspectionId, remote.item_id, remote.instance];
      const parts = new Set(
        ANSWER_PARTS.filter((p) => unsent.has(`${remote.item_id}:${remote.instance}:${p}`)),
      );
      await db.answers.put(mergeRemoteAnswer(inspectionId, await db.answers.get(key), remote, parts));
    }
    const unsentCounts = new Set(
      Object.keys(response.instances).filter((itemId) => unsent.has(`${itemId}:instances`)),
    );
    const changed = response.answers.length > 0 || response.seq !== inspection.seq;
    await db.inspections.update(inspectionId, {
      seq: response.seq,
      status: response.status,
      instances: mergeInstances(inspection.instances, response.instances, unsentCounts),
    });
    return changed;
  });
}

/** The device's copy of an inspection and its answers; null when this device has never opened it. */
export async function readLocal(
  db: RunnerDb,
  inspectionId: string,
): Promise<{ inspection: LocalInspection; answers: LocalAnswer[] } | null> {
  const inspection = await db.inspections.get(inspectionId);
  if (!inspection) return null;
  return { inspection, answers: await db.answers.where('inspection_id').equals(inspectionId).toArray() };
}

/** Stores an inspection fetched from the server as the device's copy (first opening on this device). */
export async function storeFetched(
  db: RunnerDb,
  inspection: LocalInspection,
  response: InspectionChangesResponse,
): Promise<void> {
  await db.inspections.put({ ...inspection, seq: 0 });
  await mergeServerAnswers(db, inspection.id, response);
}

/** Asks for the inspection's completion: queued after every change made before it, sent when online. */
export async function queueCompletion(db: RunnerDb, inspectionId: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.inspections, db.outbox, async () => {
    await db.inspections.update(inspectionId, { completing: true, server_problems: {} });
    await enqueue(
      db,
      inspectionId,
      `complete-${crypto.randomUUID()}`,
      { type: 'complete', completed_at: now.toISOString() },
      now.getTime(),
    );
  });
}
