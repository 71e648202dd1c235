import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionAnswer } from '@fieldbook/domain';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import {
  inspectionsFixture,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from './inspections-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
beforeAll(async () => {
  ({ t, ws, other, tpl, inspector } = await inspectionsFixture());
});
afterAll(() => t.close());

const changes = (client: Client, id: string, body: unknown) =>
  client.request('POST', `/api/inspections/${id}/changes`, body);
const answerOf = (answers: InspectionAnswer[], itemId: string) => answers.find((a) => a.item_id === itemId);

describe('starting an inspection', () => {
  it('starts from the published version with a document number and the start date filled; the same id again answers it', async () => {
    const id = randomUUID();
    const body = { id, template_id: tpl.id, timezone: 'Europe/Berlin', started_at: '2026-03-01T08:30:00Z' };
    const res = await inspector.request('POST', '/api/inspections', body);
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id,
      status: 'to_do',
      title: 'Forklift check',
      document_number: 'INS-1',
      template: { id: tpl.id, version: tpl.version },
      conducted_by: { id: inspector.userId },
      seq: 1,
    });
    expect(answerOf(detail.answers, tpl.items.startDate.id)?.value).toBe('2026-03-01T09:30:00');
    expect(answerOf(detail.answers, tpl.items.documentId.id)?.value).toBe('INS-1');

    const again = await inspector.request('POST', '/api/inspections', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(id);
    const taken = await ws.admin.request('POST', '/api/inspections', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error_code).toBe('INS_ID_TAKEN');
    const next = await startTestInspection(inspector, tpl.id);
    expect(next.document_number).toBe('INS-2');
  });

  it('refuses bad input with 422, anonymous callers with 401 and a template of another workspace as unknown', async () => {
    const bad = await inspector.request('POST', '/api/inspections', {
      id: 'x',
      template_id: tpl.id,
      timezone: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data)).toEqual(expect.arrayContaining(['id', 'timezone']));
    const zone = await inspector.request('POST', '/api/inspections', {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'Mars/Base',
    });
    expect(zone.json().data).toHaveProperty('timezone');
    const asset = await inspector.request('POST', '/api/inspections', {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'UTC',
      asset_id: randomUUID(),
    });
    expect(asset.statusCode).toBe(422);
    expect(asset.json().data).toHaveProperty('asset_id');
    const foreign = await other.admin.request('POST', '/api/inspections', {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'UTC',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data).toHaveProperty('template_id');
    expect(
      (
        await t.anonymous('POST', '/api/inspections', {
          id: randomUUID(),
          template_id: tpl.id,
          timezone: 'UTC',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('changes', () => {
  it('merges per part: the later value wins with the other in history, a note by someone else survives, a replay applies once', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    await inspector.request('PUT', `/api/inspections/${inspection.id}/collaborators`, {
      user_ids: [ws.admin.userId],
    });
    const early = valueChange(tpl.items.text.id, 'from admin', '2026-03-01T10:00:00Z');
    const late = valueChange(tpl.items.text.id, 'from inspector', '2026-03-01T10:05:00Z');
    const first = await changes(inspector, inspection.id, { changes: [late] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ applied: [late.change_id], status: 'in_progress', seq: 2 });
    const note = {
      change_id: randomUUID(),
      changed_at: '2026-03-01T09:00:00Z',
      kind: 'note',
      item_id: tpl.items.text.id,
      note: 'oil leak',
    };
    const second = await changes(ws.admin, inspection.id, { changes: [early, note], since: 2 });
    expect(second.statusCode, second.body).toBe(200);
    const merged = answerOf(second.json().data.answers, tpl.items.text.id)!;
    expect(merged).toMatchObject({ value: 'from inspector', note: 'oil leak', seq: 3 });
    expect(merged.history).toEqual([
      expect.objectContaining({
        part: 'value',
        value: 'from admin',
        changed_by: expect.objectContaining({ id: ws.admin.userId }),
      }),
    ]);

    const replay = await changes(inspector, inspection.id, { changes: [late], since: 3 });
    expect(replay.json().data).toMatchObject({ applied: [late.change_id], answers: [], seq: 3 });
    const detail = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(answerOf(detail.answers, tpl.items.text.id)?.history).toHaveLength(1);
  });

  it('merges the title and location by their change times', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const at = (minute: number) => `2026-03-01T10:0${minute}:00Z`;
    const res = await changes(inspector, inspection.id, {
      changes: [
        { change_id: randomUUID(), changed_at: at(5), kind: 'title', title: 'Forklift 7' },
        { change_id: randomUUID(), changed_at: at(1), kind: 'title', title: 'Older title' },
        {
          change_id: randomUUID(),
          changed_at: at(2),
          kind: 'location',
          location: { lat: 52.5, lng: 13.4, accuracy_m: 8 },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(detail).toMatchObject({ title: 'Forklift 7', location: { lat: 52.5, lng: 13.4, accuracy_m: 8 } });
  });

  it('scores and counts failed answers with the rules engine', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    await changes(inspector, inspection.id, { changes: [valueChange(tpl.items.yesno.id, tpl.options.no)] });
    const failed = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(failed).toMatchObject({ score: 0, max_score: 1, percent: 0, failed_count: 1 });
    await changes(inspector, inspection.id, { changes: [valueChange(tpl.items.yesno.id, tpl.options.yes)] });
    const passed = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(passed).toMatchObject({ score: 1, max_score: 1, percent: 100, failed_count: 0 });
  });

  it('refuses unknown items, unanswerable items and wrong values with 422 naming the change, changing nothing', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const res = await changes(inspector, inspection.id, {
      changes: [
        valueChange(tpl.items.text.id, 'fine'),
        valueChange(randomUUID(), 'x'),
        valueChange(tpl.items.section.id, 'x'),
        valueChange(tpl.items.yesno.id, 'not an option'),
        valueChange(tpl.items.number.id, true),
        { ...valueChange(tpl.items.text.id, 'x'), instance: 2 },
        {
          change_id: randomUUID(),
          changed_at: new Date().toISOString(),
          kind: 'instances',
          item_id: tpl.items.text.id,
          count: 2,
        },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({
      'changes.1.item_id': expect.any(String),
      'changes.2.item_id': expect.any(String),
      'changes.3.value': expect.any(String),
      'changes.4.value': expect.any(String),
      'changes.5.instance': expect.any(String),
      'changes.6.item_id': expect.any(String),
    });
    const detail = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'to_do', seq: 1 });
  });

  it('lets only editors change, and answers another workspace with 404', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const body = { changes: [valueChange(tpl.items.text.id, 'x')] };
    const outsider = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_LIST'] });
    expect((await changes(outsider, inspection.id, body)).statusCode).toBe(403);
    expect((await changes(other.admin, inspection.id, body)).statusCode).toBe(404);
    expect((await other.admin.request('GET', `/api/inspections/${inspection.id}`)).statusCode).toBe(404);
    expect((await t.anonymous('POST', `/api/inspections/${inspection.id}/changes`, body)).statusCode).toBe(
      401,
    );
    const stranger = await t.member(ws, { permissions: [] });
    expect((await stranger.request('GET', `/api/inspections/${inspection.id}`)).statusCode).toBe(403);
    expect((await outsider.request('GET', `/api/inspections/${inspection.id}`)).statusCode).toBe(200);
  });

  it('answers collaborators polling with the answers changed after since', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    await changes(inspector, inspection.id, { changes: [valueChange(tpl.items.number.id, 7)] });
    const polled = await inspector.request('GET', `/api/inspections/${inspection.id}/answers?since=1`);
    expect(polled.statusCode).toBe(200);
    expect(polled.json().data).toMatchObject({
      seq: 2,
      answers: [{ item_id: tpl.items.number.id, value: 7 }],
    });
    expect(
      (await inspector.request('GET', `/api/inspections/${inspection.id}/answers?since=-1`)).statusCode,
    ).toBe(422);
    expect((await other.admin.request('GET', `/api/inspections/${inspection.id}/answers`)).statusCode).toBe(
      404,
    );
  });
});

describe('completing', () => {
  it('refuses while a required answer is missing (422 naming the item), completes, then refuses changes with 409', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const refused = await inspector.request('POST', `/api/inspections/${inspection.id}/complete`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error_code: 'INS_NOT_COMPLETE',
      data: { [`items.${tpl.items.text.id}`]: expect.any(String) },
    });
    const answered = await changes(inspector, inspection.id, {
      changes: [valueChange(tpl.items.text.id, 'all good')],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const done = await inspector.request('POST', `/api/inspections/${inspection.id}/complete`, {
      completed_at: '2026-03-01T11:00:00Z',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', completed_at: '2026-03-01T11:00:00.000Z' });
    const late = await changes(inspector, inspection.id, {
      changes: [valueChange(tpl.items.text.id, 'late')],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe('INS_COMPLETED');
    const outsider = await t.member(ws, { permissions: [] });
    expect(
      (await outsider.request('POST', `/api/inspections/${inspection.id}/complete`, {})).statusCode,
    ).toBe(403);
    expect(
      (await other.admin.request('POST', `/api/inspections/${inspection.id}/complete`, {})).statusCode,
    ).toBe(404);
  });
});

describe('templates with inspections', () => {
  it('cannot be deleted (409: archive them instead)', async () => {
    const res = await ws.admin.request('DELETE', `/api/checklist/template/${tpl.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('CKL_HAS_INSPECTIONS');
  });
});

describe('collaborators', () => {
  it('the conductor sets members as collaborators, who may then read and change; others get 403 or 422', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const helper = await t.member(ws, { permissions: [] });
    expect((await helper.request('GET', `/api/inspections/${inspection.id}`)).statusCode).toBe(403);
    expect(
      (await helper.request('PUT', `/api/inspections/${inspection.id}/collaborators`, { user_ids: [] }))
        .statusCode,
    ).toBe(403);
    const set = await inspector.request('PUT', `/api/inspections/${inspection.id}/collaborators`, {
      user_ids: [helper.userId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ collaborative: true, collaborators: [{ id: helper.userId }] });
    expect(
      (await changes(helper, inspection.id, { changes: [valueChange(tpl.items.number.id, 3)] })).statusCode,
    ).toBe(200);
    const foreign = await inspector.request('PUT', `/api/inspections/${inspection.id}/collaborators`, {
      user_ids: [other.admin.userId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data).toHaveProperty('user_ids.0');
    expect(
      (await other.admin.request('PUT', `/api/inspections/${inspection.id}/collaborators`, { user_ids: [] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('text answers', () => {
  it('come back as the text given, also when the text reads as a number or a yes', async () => {
    const started = await startTestInspection(inspector, tpl.id);
    for (const text of ['2026', 'true', '4006381333931']) {
      const res = await changes(inspector, started.id, {
        since: started.seq,
        changes: [valueChange(tpl.items.text.id, text)],
      });
      expect(res.statusCode, res.body).toBe(200);
      const read = await inspector.request('GET', `/api/inspections/${started.id}`);
      expect(answerOf(read.json().data.answers, tpl.items.text.id)?.value).toBe(text);
    }
  });
});
