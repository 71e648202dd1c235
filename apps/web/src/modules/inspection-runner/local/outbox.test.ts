import 'fake-indexeddb/auto';
import type { InspectionChange } from '@fieldbook/domain/inspections';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS } from './backoff';
import { dueEntries, enqueue, markFailed, markSent, pendingParts, queued } from './outbox';
import { RunnerDb } from './runner-db';

const INSPECTION = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
let db: RunnerDb;

afterEach(async () => db.delete());

function open() {
  db = new RunnerDb(`outbox-${crypto.randomUUID()}`);
  return db;
}

const note = (text: string, at = '2026-01-01T10:00:00Z'): InspectionChange => ({
  kind: 'note',
  change_id: crypto.randomUUID(),
  changed_at: at,
  item_id: ITEM,
  instance: 0,
  note: text,
});
const change = (c: InspectionChange) => ({ type: 'change' as const, change: c });

describe('the outbox', () => {
  it('queues a change id once, however often it is queued', async () => {
    open();
    const c = note('a');
    await enqueue(db, INSPECTION, c.change_id, change(c), 1);
    await enqueue(db, INSPECTION, c.change_id, change(c), 2);
    expect(await queued(db, INSPECTION)).toHaveLength(1);
  });

  it('keeps only the newest unsent change of one answer part, and changes of other parts beside it', async () => {
    open();
    for (const text of ['a', 'ab', 'abc']) {
      const c = note(text);
      await enqueue(db, INSPECTION, c.change_id, change(c), 1);
    }
    const value: InspectionChange = { ...note(''), kind: 'value', value: 3 } as InspectionChange;
    await enqueue(db, INSPECTION, value.change_id, change(value), 2);
    const entries = await queued(db, INSPECTION);
    expect(entries.map((e) => (e.payload.type === 'change' ? e.payload.change.kind : ''))).toEqual([
      'note',
      'value',
    ]);
    expect(entries[0]!.payload).toMatchObject({ change: { note: 'abc' } });
    expect(pendingParts(entries)).toEqual(new Set([`${ITEM}:0:note`, `${ITEM}:0:value`]));
  });

  it('holds a failed request back for a doubling delay and forgets a sent one', async () => {
    open();
    const c = note('a');
    await enqueue(db, INSPECTION, c.change_id, change(c), 0);
    await markFailed(db, [c.change_id], 1_000);
    const [entry] = await queued(db, INSPECTION);
    expect(entry!.attempts).toBe(1);
    expect(await dueEntries(db, INSPECTION, 1_000)).toHaveLength(0);
    expect(await dueEntries(db, INSPECTION, entry!.next_at)).toHaveLength(1);
    await markSent(db, [c.change_id]);
    expect(await queued(db, INSPECTION)).toHaveLength(0);
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    const even = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, even))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(30, even)).toBe(BACKOFF_MAX_MS);
  });

  it('spreads retries of many devices by ±20 %', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_600);
    expect(backoffDelay(1, () => 1)).toBe(2_400);
  });
});
