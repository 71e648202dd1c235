import {
  CHANGES_PER_REQUEST_MAX,
  type AnswerPart,
  type InspectionChange,
} from '@fieldbook/domain/inspections';
import { backoffDelay } from './backoff';
import type { OutboxEntry, OutboxPayload, RunnerDb } from './runner-db';

let lastQueued = 0;

/** A strictly increasing queue position, so two changes in one millisecond keep their order. */
function queuePosition(now: number): number {
  lastQueued = Math.max(now, lastQueued + 1);
  return lastQueued;
}

/** The answer part a change sets (null for inspection-wide changes: instances, title, location). */
export function partOf(change: InspectionChange): AnswerPart | null {
  return change.kind === 'value' ||
    change.kind === 'note' ||
    change.kind === 'media' ||
    change.kind === 'rating' ||
    change.kind === 'markers'
    ? change.kind
    : null;
}

/** What a later change of the same slot makes obsolete: same kind, item and instance. */
function slotOf(payload: OutboxPayload): string | null {
  if (payload.type !== 'change') return null;
  const c = payload.change;
  if (c.kind === 'title' || c.kind === 'location') return c.kind;
  if (c.kind === 'instances') return `instances:${c.item_id}`;
  return `${c.kind}:${c.item_id}:${c.instance}`;
}

/** Whether a change of the same slot as `change`, made at the same moment or later, waits in the outbox. */
export async function slotQueued(
  db: RunnerDb,
  inspectionId: string,
  change: InspectionChange,
): Promise<boolean> {
  const slot = slotOf({ type: 'change', change });
  const entries = await db.outbox.where('inspection_id').equals(inspectionId).toArray();
  return entries.some(
    (e) =>
      e.payload.type === 'change' &&
      slotOf(e.payload) === slot &&
      e.payload.change.changed_at >= change.changed_at,
  );
}

/**
 * Queues a request for the server. The same id twice is queued once; an unsent older change of the same part of
 * the same answer is dropped, since only the newest one counts (typing a note queues one change, not forty).
 */
export async function enqueue(
  db: RunnerDb,
  inspectionId: string,
  id: string,
  payload: OutboxPayload,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if (await db.outbox.get(id)) return;
    const slot = slotOf(payload);
    if (slot) {
      const older = await db.outbox.where('inspection_id').equals(inspectionId).toArray();
      await db.outbox.bulkDelete(older.filter((e) => slotOf(e.payload) === slot).map((e) => e.id));
    }
    const entry: OutboxEntry = {
      id,
      inspection_id: inspectionId,
      payload,
      queued_at: queuePosition(now),
      attempts: 0,
      next_at: 0,
    };
    await db.outbox.add(entry);
  });
}

/** Every queued request of an inspection, in the order the person made them. */
export async function queued(db: RunnerDb, inspectionId: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('inspection_id').equals(inspectionId).toArray();
  return entries.sort((a, b) => a.queued_at - b.queued_at);
}

/** The queued requests due now, oldest first, at most one POST …/changes worth. */
export async function dueEntries(
  db: RunnerDb,
  inspectionId: string,
  now = Date.now(),
): Promise<OutboxEntry[]> {
  const entries = await queued(db, inspectionId);
  return entries.filter((e) => e.next_at <= now).slice(0, CHANGES_PER_REQUEST_MAX);
}

/** Forgets requests the server has applied. */
export async function markSent(db: RunnerDb, ids: readonly string[]): Promise<void> {
  await db.outbox.bulkDelete([...ids]);
}

/** Counts a failed try and holds the requests back for the next backoff delay. */
export async function markFailed(db: RunnerDb, ids: readonly string[], now = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const id of ids) {
      const entry = await db.outbox.get(id);
      if (!entry) continue;
      const attempts = entry.attempts + 1;
      await db.outbox.update(id, { attempts, next_at: now + backoffDelay(attempts) });
    }
  });
}

/** Answer parts with an unsent change, as `item:instance:part`; a pull must not overwrite them. */
export function pendingParts(entries: readonly OutboxEntry[]): Set<string> {
  const parts = new Set<string>();
  for (const e of entries) {
    if (e.payload.type !== 'change') continue;
    const c = e.payload.change;
    const part = partOf(c);
    if (part && 'instance' in c) parts.add(`${c.item_id}:${c.instance}:${part}`);
    if (c.kind === 'instances') parts.add(`${c.item_id}:instances`);
  }
  return parts;
}
