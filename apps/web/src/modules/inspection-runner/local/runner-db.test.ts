import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { deleteRunnerDb, runnerDb, unsentOnDevice } from './runner-db';

describe("the device's runner database", () => {
  it('counts nothing (and creates nothing) on a device that never ran an inspection', async () => {
    await deleteRunnerDb();
    expect(await unsentOnDevice()).toBe(0);
    expect(await Dexie.exists('fieldbook-runner')).toBe(false);
  });

  it('counts queued changes and files, and is gone after deletion', async () => {
    const db = runnerDb();
    await db.outbox.add({
      id: 'c1',
      inspection_id: 'i1',
      payload: { type: 'complete', completed_at: '2026-11-27T10:00:00Z' },
      queued_at: 1,
      attempts: 0,
      next_at: 0,
    });
    await db.media.add({
      id: 'm1',
      inspection_id: 'i1',
      blob: new Blob(['x']),
      name: 'a.jpg',
      mime: 'image/jpeg',
      kind: 'photo',
    });
    expect(await unsentOnDevice()).toBe(2);
    await deleteRunnerDb();
    expect(await Dexie.exists('fieldbook-runner')).toBe(false);
    expect(await unsentOnDevice()).toBe(0);
  });
});
