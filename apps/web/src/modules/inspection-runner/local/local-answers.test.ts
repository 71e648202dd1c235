import 'fake-indexeddb/auto';
import type { InspectionChange } from '@fieldbook/domain/inspections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalChange, journaledChanges, type JournalStorage } from './change-journal';
import { recordChange, replayJournal } from './local-answers';
import { queued } from './outbox';
import { RunnerDb } from './runner-db';

const INSPECTION = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
let db: RunnerDb;

/** A journal of its own per test, as localStorage would hold it. */
function memoryStorage(): JournalStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const value = (v: string, at: string): InspectionChange => ({
  kind: 'value',
  change_id: crypto.randomUUID(),
  changed_at: at,
  item_id: ITEM,
  instance: 0,
  value: v,
});

const stored = async () => (await db.answers.get([INSPECTION, ITEM, 0]))?.value;

beforeEach(async () => {
  db = new RunnerDb(`answers-${crypto.randomUUID()}`);
  await db.inspections.put({
    id: INSPECTION,
    template_id: 't',
    version: 1,
    title: 'Inspection',
    status: 'to_do',
    seq: 0,
    instances: {},
    completing: false,
    server_problems: {},
  });
  localStorage.clear();
});

afterEach(async () => db.delete());

describe('recording a change', () => {
  it('leaves nothing in the journal once the change is on the device', async () => {
    await recordChange(db, INSPECTION, { kind: 'value', item_id: ITEM, instance: 0, value: 'yes' });
    expect(await stored()).toBe('yes');
    expect(journaledChanges()).toEqual([]);
  });

  it('keeps the change in the journal when IndexedDB fails to store it', async () => {
    db.close();
    await expect(
      recordChange(db, INSPECTION, { kind: 'value', item_id: ITEM, instance: 0, value: 'yes' }),
    ).rejects.toThrow();
    expect(journaledChanges().map((e) => e.change)).toMatchObject([{ value: 'yes' }]);
  });
});

describe('replaying the journal', () => {
  it('stores and queues a change whose transaction a reload cut off, then forgets it', async () => {
    const storage = memoryStorage();
    const change = value('yes', '2026-11-29T10:00:00.000Z');
    journalChange({ inspectionId: INSPECTION, change, media: [] }, storage);
    await replayJournal(db, storage);
    expect(await stored()).toBe('yes');
    expect((await queued(db, INSPECTION)).map((e) => e.id)).toEqual([change.change_id]);
    expect((await db.inspections.get(INSPECTION))?.status).toBe('in_progress');
    expect(journaledChanges(storage)).toEqual([]);
  });

  it('leaves a change alone that is on the device already', async () => {
    const storage = memoryStorage();
    const change = await recordChange(db, INSPECTION, {
      kind: 'value',
      item_id: ITEM,
      instance: 0,
      value: 'yes',
    });
    await db.answers.update([INSPECTION, ITEM, 0], { value: 'merged from the server' });
    journalChange({ inspectionId: INSPECTION, change, media: [] }, storage);
    await replayJournal(db, storage);
    expect(await stored()).toBe('merged from the server');
    expect(await queued(db, INSPECTION)).toHaveLength(1);
  });

  it('does not put an older change over a newer answer of the same part', async () => {
    const storage = memoryStorage();
    await recordChange(
      db,
      INSPECTION,
      { kind: 'value', item_id: ITEM, instance: 0, value: 'newer' },
      [],
      new Date('2026-11-29T10:00:05.000Z'),
    );
    journalChange(
      { inspectionId: INSPECTION, change: value('older', '2026-11-29T10:00:00.000Z'), media: [] },
      storage,
    );
    await replayJournal(db, storage);
    expect(await stored()).toBe('newer');
    expect(journaledChanges(storage)).toEqual([]);
  });

  it('does not put an older repetition count over a newer one waiting to be sent', async () => {
    const storage = memoryStorage();
    const count = (n: number, at: string): InspectionChange => ({
      kind: 'instances',
      change_id: crypto.randomUUID(),
      changed_at: at,
      item_id: ITEM,
      count: n,
    });
    await recordChange(
      db,
      INSPECTION,
      { kind: 'instances', item_id: ITEM, count: 3 },
      [],
      new Date('2026-11-29T10:00:05.000Z'),
    );
    const instances = async () => (await db.inspections.get(INSPECTION))?.instances[ITEM];
    journalChange(
      { inspectionId: INSPECTION, change: count(2, '2026-11-29T10:00:00.000Z'), media: [] },
      storage,
    );
    await replayJournal(db, storage);
    expect(await instances()).toBe(3);
    journalChange(
      { inspectionId: INSPECTION, change: count(4, '2026-11-29T10:00:09.000Z'), media: [] },
      storage,
    );
    await replayJournal(db, storage);
    expect(await instances()).toBe(4);
  });

  it('replays in the order the changes were made and drops what does not read as a change', async () => {
    const storage = memoryStorage();
    journalChange(
      { inspectionId: INSPECTION, change: value('second', '2026-11-29T10:00:02.000Z'), media: [] },
      storage,
    );
    journalChange(
      { inspectionId: INSPECTION, change: value('first', '2026-11-29T10:00:01.000Z'), media: [] },
      storage,
    );
    storage.setItem('fieldbook.runner.journal.broken', '{"inspectionId": 1');
    expect(journaledChanges(storage).map((e) => e.change)).toMatchObject([
      { value: 'first' },
      { value: 'second' },
    ]);
    await replayJournal(db, storage);
    expect(await stored()).toBe('second');
    expect(storage.length).toBe(0);
  });

  it('shares one replay between callers that ask while it runs', async () => {
    const storage = memoryStorage();
    journalChange(
      { inspectionId: INSPECTION, change: value('once', '2026-11-29T10:00:00.000Z'), media: [] },
      storage,
    );
    const first = replayJournal(db, storage);
    expect(replayJournal(db, storage)).toBe(first);
    await first;
    expect(await stored()).toBe('once');
  });

  it('forgets changes of an inspection that is no longer on the device', async () => {
    const storage = memoryStorage();
    journalChange(
      {
        inspectionId: '00000000-0000-4000-8000-000000000009',
        change: value('x', '2026-11-29T10:00:00.000Z'),
        media: [],
      },
      storage,
    );
    await replayJournal(db, storage);
    expect(storage.length).toBe(0);
    expect(await db.answers.count()).toBe(0);
  });
});
