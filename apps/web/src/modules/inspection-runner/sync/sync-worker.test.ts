import 'fake-indexeddb/auto';
import type { InspectionChange, InspectionChangesResponse } from '@fieldbook/domain/inspections';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../shared/api/api-error';
import { queueCompletion, recordChange } from '../local/local-answers';
import { queued } from '../local/outbox';
import { RunnerDb } from '../local/runner-db';
import { startInspectionLocally } from '../start-inspection';
import type { RunnerApi } from './runner-api';
import { SyncWorker } from './sync-worker';

const TEMPLATE = '00000000-0000-4000-8000-0000000000f1';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
let db: RunnerDb;
let worker: SyncWorker;

afterEach(async () => {
  worker.stop();
  await db.delete();
});

const nothingNew = (seq = 1): InspectionChangesResponse => ({
  applied: [],
  answers: [],
  instances: {},
  seq,
  status: 'in_progress',
});

/** A server that records the order of calls; `fail` makes the named call throw. */
function fakeApi(calls: string[], fail: Partial<Record<keyof RunnerApi, unknown>> = {}): RunnerApi {
  const step = async <T>(name: keyof RunnerApi, answer: T): Promise<T> => {
    calls.push(name);
    if (fail[name]) throw fail[name];
    return answer;
  };
  return {
    start: () => step('start', {} as never),
    detail: () => step('detail', {} as never),
    templateVersion: () => step('templateVersion', {}),
    sendChanges: (_id: string, changes: InspectionChange[]) =>
      step('sendChanges', { ...nothingNew(), applied: changes.map((c) => c.change_id) }),
    pull: () => step('pull', nothingNew(7)),
    uploadMedia: () => step('uploadMedia', undefined),
    complete: () => step('complete', undefined),
  };
}

async function started(api: RunnerApi, now = () => 0) {
  db = new RunnerDb(`sync-${crypto.randomUUID()}`);
  worker = new SyncWorker({ db, api, now, online: () => true });
  return startInspectionLocally(TEMPLATE, 1, { db, timezone: 'Europe/Berlin' });
}

describe('the sync worker', () => {
  it('starts the inspection, uploads files, then sends the changes naming them, then completes', async () => {
    const calls: string[] = [];
    const id = await started(fakeApi(calls));
    await db.media.add({
      id: crypto.randomUUID(),
      inspection_id: id,
      blob: new Blob(['x']),
      name: 'a.jpg',
      mime: 'image/jpeg',
      kind: 'photo',
    });
    await recordChange(db, id, { kind: 'value', item_id: ITEM, instance: 0, value: 'ok' });
    await queueCompletion(db, id);
    await worker.sync(id);
    expect(calls).toEqual(['start', 'uploadMedia', 'sendChanges', 'complete']);
    expect(await queued(db, id)).toEqual([]);
    expect(await db.media.count()).toBe(0);
    expect((await db.inspections.get(id))?.status).toBe('completed');
  });

  it('pulls the answers the server filled at start when nothing of its own waits to be sent', async () => {
    const calls: string[] = [];
    const id = await started(fakeApi(calls));
    await worker.sync(id);
    expect(calls).toEqual(['start', 'pull']);
    expect((await db.inspections.get(id))?.seq).toBe(7);
  });

  it('keeps failed changes queued and tries again only after the backoff', async () => {
    const calls: string[] = [];
    let now = 0;
    const id = await started(fakeApi(calls, { sendChanges: new TypeError('offline') }), () => now);
    await recordChange(db, id, { kind: 'value', item_id: ITEM, instance: 0, value: 'ok' });
    await worker.sync(id);
    const [entry] = await queued(db, id);
    expect(entry?.attempts).toBe(1);
    expect(entry!.next_at).toBeGreaterThan(0);
    await worker.sync(id);
    expect(calls.filter((c) => c === 'sendChanges')).toHaveLength(1);
    now = entry!.next_at;
    await worker.sync(id);
    expect(calls.filter((c) => c === 'sendChanges')).toHaveLength(2);
    expect((await queued(db, id))[0]?.attempts).toBe(2);
  });

  it('shows the server refusal of a completion on the inspection', async () => {
    const refusal = new ApiRequestError(422, {
      message: 'invalid',
      error_code: '_VALIDATION',
      data: { [`items.${ITEM}`]: 'gen.validations.required' },
    });
    const id = await started(fakeApi([], { complete: refusal }));
    await queueCompletion(db, id);
    await worker.sync(id);
    expect(await db.inspections.get(id)).toMatchObject({
      completing: false,
      server_problems: { [`items.${ITEM}`]: 'gen.validations.required' },
    });
    expect(await queued(db, id)).toEqual([]);
  });

  it('sends more than 500 changes in batches of 500', async () => {
    const api = fakeApi([]);
    const send = vi.spyOn(api, 'sendChanges');
    const id = await started(api);
    const changes = Array.from({ length: 501 }, (_, k): InspectionChange => ({
      kind: 'value',
      change_id: crypto.randomUUID(),
      changed_at: '2026-01-01T10:00:00Z',
      item_id: crypto.randomUUID(),
      instance: 0,
      value: k,
    }));
    await db.outbox.bulkAdd(
      changes.map((change, k) => ({
        id: change.change_id,
        inspection_id: id,
        payload: { type: 'change' as const, change },
        queued_at: k + 1,
        attempts: 0,
        next_at: 0,
      })),
    );
    await worker.sync(id);
    expect(send.mock.calls.map((call) => call[1].length)).toEqual([500, 1]);
  });
});

describe('a refused batch', () => {
  const OTHER = '00000000-0000-4000-8000-0000000000a2';

  it('drops only the change the server names and sends the others again at once', async () => {
    const api = fakeApi([]);
    const refusal = new ApiRequestError(422, {
      message: 'invalid',
      error_code: '_VALIDATION',
      data: { 'changes.0.value': 'gen.validations.invalid' },
    });
    const send = vi.spyOn(api, 'sendChanges').mockRejectedValueOnce(refusal);
    const id = await started(api);
    await recordChange(db, id, { kind: 'value', item_id: ITEM, instance: 0, value: 'refused' });
    await recordChange(db, id, { kind: 'value', item_id: OTHER, instance: 0, value: 'kept' });
    await worker.sync(id);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1].map((c) => (c as { value: unknown }).value)).toEqual(['kept']);
    expect(await queued(db, id)).toEqual([]);
  });
});

describe('a refused start', () => {
  it('stops sending and keeps every answer until the person tries again', async () => {
    const calls: string[] = [];
    const forbidden = new ApiRequestError(403, {
      message: 'You may not conduct this template.',
      error_code: 'USR_FORBIDDEN',
      data: null,
    });
    const api = fakeApi(calls);
    const start = vi.spyOn(api, 'start').mockRejectedValueOnce(forbidden);
    const id = await started(api);
    await recordChange(db, id, { kind: 'value', item_id: ITEM, instance: 0, value: 'kept' });
    await worker.sync(id);
    await worker.sync(id);
    expect(start).toHaveBeenCalledTimes(1);
    expect((await db.inspections.get(id))?.refused).toBe('You may not conduct this template.');
    expect((await queued(db, id)).map((e) => e.payload.type)).toEqual(['start', 'change']);

    await worker.retryRefused(id);
    expect(start).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['start', 'sendChanges']);
    expect((await db.inspections.get(id))?.refused).toBeNull();
    expect(await queued(db, id)).toEqual([]);
  });

  it('retries a start that failed on the network', async () => {
    const id = await started(fakeApi([], { start: new TypeError('offline') }));
    await worker.sync(id);
    expect((await db.inspections.get(id))?.refused).toBeUndefined();
    expect((await queued(db, id))[0]?.attempts).toBe(1);
  });
});
