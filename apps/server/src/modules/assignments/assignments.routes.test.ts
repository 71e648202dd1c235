import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '@fieldbook/domain';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { assignmentFixture, scheduleBody } from './assignments-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
let groupId: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  fixture = await assignmentFixture(ws.admin, 'A');
  groupId = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Drivers' })).json().data.id;
}, 60_000);
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  ...scheduleBody(fixture, [
    { kind: 'user', id: ws.admin.userId },
    { kind: 'group', id: groupId },
  ]),
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await ws.admin.request('POST', '/api/assignment/new', body(extra));
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
};
const list = (query: Record<string, unknown> = {}) =>
  ws.admin.request(
    'GET',
    `/api/assignment/list?with_saved_queries=1&filter=${encodeURIComponent(encodeFilter(query as never))}`,
  );

describe('assignments', () => {
  it('creates a schedule, answers it with names, RRULE and next due, lists and filters it', async () => {
    const created = await ws.admin.request(
      'POST',
      '/api/assignment/new',
      body({ managers: [ws.admin.userId] }),
    );
    expect(created.statusCode).toBe(201);
    const a = created.json().data;
    expect(a).toMatchObject({
      title: 'Forklifts every morning',
      status: 'active',
      type: 'schedule',
      template: { id: fixture.templateId },
      assignee_mode: 'any',
      assignees: [
        { kind: 'user', id: ws.admin.userId },
        { kind: 'group', id: groupId, name: 'Drivers' },
      ],
      assigned_by: { id: ws.admin.userId },
      managers: [{ id: ws.admin.userId }],
      assets_count: 2,
      rrule: 'DTSTART;TZID=Europe/Berlin:20260327T080000\nRRULE:FREQ=DAILY',
    });
    expect(a.assets.map((x: { id: string }) => x.id).sort()).toEqual([...fixture.assetIds].sort());
    expect(Date.parse(a.next_due)).toBeGreaterThan(Date.now());
    expect(new Date(a.next_due).getUTCMinutes()).toBe(0);

    const detail = await ws.admin.request(
      'GET',
      `/api/assignment/${a.id}?grouped_assignees=1&with_custom_fields=1`,
    );
    expect(detail.json().data.grouped_assignees).toEqual({
      users: [{ id: ws.admin.userId, name: expect.any(String) }],
      groups: [{ id: groupId, name: 'Drivers' }],
    });
    expect(detail.json().data.custom_fields[0].key).toBe('title');

    const all = (await list()).json();
    expect(all.table_name).toBe('assignments');
    expect(all.list.map((r: { id: string }) => r.id)).toContain(a.id);
    const byGroup = (await list({ assignee: { operator: 'exists-in', value: [groupId] } })).json();
    expect(byGroup.list.map((r: { id: string }) => r.id)).toContain(a.id);
    const paused = (await list({ status: { operator: 'exists-in', value: ['paused'] } })).json();
    expect(paused.list.map((r: { id: string }) => r.id)).not.toContain(a.id);
    const byTemplate = (
      await list({ template_id: { operator: 'exists-in', value: [fixture.templateId] } })
    ).json();
    expect(byTemplate.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('updates, pauses, activates, clones and deletes; a changed schedule applies from the next occurrence', async () => {
    const a = await create({ title: 'Doors' });
    const changed = await ws.admin.request('PUT', `/api/assignment/${a.id}`, {
      ...body({ title: 'Fire doors', assignee_mode: 'only_one', restricted_mode: true }),
      recurrence: {
        frequency: 'weekly',
        weekdays: ['MO', 'WE'],
        time_zone: 'America/New_York',
        start: '2026-03-02T09:00',
        duration_minutes: 60,
        end: { kind: 'until', until: '2027-03-31' },
      },
      assets: [fixture.assetIds[0]],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Fire doors',
      assignee_mode: 'only_one',
      restricted_mode: true,
      assets_count: 1,
      rrule:
        'DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270401T035959Z',
    });
    expect(changed.json().data.rule_applies_from).not.toBe(a.rule_applies_from);
    const same = await ws.admin.request('PUT', `/api/assignment/${a.id}`, {
      ...body({ title: 'Fire doors, north' }),
      recurrence: changed.json().data.recurrence,
      assets: [fixture.assetIds[0]],
    });
    expect(same.json().data.rule_applies_from).toBe(changed.json().data.rule_applies_from);

    const paused = await ws.admin.request('POST', `/api/assignment/${a.id}/pause`);
    expect(paused.json().data).toMatchObject({ status: 'paused', next_due: null });
    const active = await ws.admin.request('POST', `/api/assignment/${a.id}/active`);
    expect(active.json().data.status).toBe('active');
    expect(active.json().data.next_due).not.toBeNull();

    const clone = await ws.admin.request('POST', `/api/assignment/${a.id}/clone`, undefined, {
      headers: { 'accept-language': 'de' },
    });
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({
      title: 'Fire doors, north (Kopie)',
      status: 'active',
      assets_count: 1,
    });
    expect(clone.json().data.id).not.toBe(a.id);

    expect((await ws.admin.request('DELETE', `/api/assignment/${a.id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', `/api/assignment/${a.id}`)).statusCode).toBe(404);
  });

  it('drops a dynamic condition whose field left the asset type, on save', async () => {
    const a = await create({
      assets: [],
      dynamic_assets: {
        asset_type_id: fixture.typeId,
        conditions: [
          { field: fixture.serial, operator: 'starts-with', value: 'S-' },
          { field: 'new_gone', operator: 'equals', value: 'x' },
        ],
      },
    });
    expect(a.dynamic).toBe(true);
    expect(a.dynamic_assets.conditions).toEqual([
      { field: fixture.serial, operator: 'starts-with', value: 'S-' },
    ]);
  });

  it('refuses every change of a finished assignment with the spec’s message', async () => {
    const a = await create({ title: 'Done' });
    await t.db.execute(
      `update assignments set status = 'finished', finished_at = now() where id = '${a.id}'`,
    );
    for (const [method, url, payload] of [
      ['PUT', `/api/assignment/${a.id}`, body()],
      ['POST', `/api/assignment/${a.id}/pause`, undefined],
      ['POST', `/api/assignment/${a.id}/active`, undefined],
    ] as const) {
      const res = await ws.admin.request(method, url, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error_code: 'AST_ASSIGNMENT_FINISHED',
        message:
          'Update Not Allowed: The assignment has already been marked as finished. No further edits are permitted.',
      });
    }
    const de = await ws.admin.request('POST', `/api/assignment/${a.id}/pause`, undefined, {
      headers: { 'accept-language': 'de' },
    });
    expect(de.json().message).toMatch(/^Änderung nicht erlaubt/);
    expect((await ws.admin.request('GET', `/api/assignment/${a.id}`)).json().data.status).toBe('finished');
  });

  it('answers 422 with field messages and writes nothing', async () => {
    const before = (await list()).json().pagination.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ recurrence: null }, 'recurrence'],
      [{ assets: [] }, 'assets'],
      [{ type: 'direct' }, 'start_at'],
      [{ type: 'direct', start_at: '2026-12-01T08:00:00Z', end_at: '2026-12-01T08:00:00Z' }, 'end_at'],
      [{ assignees: [{ kind: 'user', id: other.admin.userId }] }, 'assignees'],
      [{ managers: [other.admin.userId] }, 'managers'],
      [{ template_id: '00000000-0000-4000-8000-000000000000' }, 'template_id'],
      [{ recurrence: { ...body().recurrence, time_zone: 'Mars/Olympus' } }, 'recurrence.time_zone'],
      [{ recurrence: { ...body().recurrence, duration_minutes: 0 } }, 'recurrence.duration_minutes'],
    ];
    for (const [extra, field] of cases) {
      const res = await ws.admin.request('POST', '/api/assignment/new', body(extra));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().data, field).toHaveProperty([field]);
    }
    expect((await list()).json().pagination.total).toBe(before);
  });

  it('previews the next ten occurrences with the RRULE and the rule in words', async () => {
    const res = await ws.admin.request(
      'POST',
      '/api/assignment/recurrence/preview',
      {
        recurrence: {
          frequency: 'weekly',
          weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
          time_zone: 'Europe/Berlin',
          start: '2026-03-02T08:00',
          duration_minutes: 60,
          end: { kind: 'until', until: '2026-03-31' },
        },
        after: '2026-03-25T00:00:00Z',
      },
      { headers: { 'accept-language': 'de' } },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.text).toBe('jeden Werktag um 08:00, Europe/Berlin, bis 31. März');
    expect(data.occurrences.map((o: { start: string }) => o.start)).toEqual([
      '2026-03-25T07:00:00Z',
      '2026-03-26T07:00:00Z',
      '2026-03-27T07:00:00Z',
      '2026-03-30T06:00:00Z',
      '2026-03-31T06:00:00Z',
    ]);
  });

  it('refuses the signed-out (401), members without the permission (403) and other workspaces (404)', async () => {
    const a = await create({ title: 'Private' });
    expect((await t.anonymous('GET', '/api/assignment/list')).statusCode).toBe(401);
    expect((await t.anonymous('GET', `/api/assignment/${a.id}`)).statusCode).toBe(401);
    expect((await t.anonymous('POST', '/api/assignment/new', body())).statusCode).toBe(401);
    const nobody = await t.member(ws, { permissions: [] });
    for (const [method, url] of [
      ['GET', '/api/assignment/list'],
      ['GET', `/api/assignment/${a.id}`],
      ['POST', '/api/assignment/new'],
      ['PUT', `/api/assignment/${a.id}`],
      ['DELETE', `/api/assignment/${a.id}`],
      ['POST', `/api/assignment/${a.id}/pause`],
      ['POST', `/api/assignment/${a.id}/active`],
      ['POST', `/api/assignment/${a.id}/clone`],
    ] as const) {
      expect((await nobody.request(method, url, method === 'GET' ? undefined : body())).statusCode, url).toBe(
        403,
      );
    }
    const manager = await t.member(ws, { permissions: ['AST_MANAGE_ASSIGNMENT'] });
    expect((await manager.request('GET', `/api/assignment/${a.id}`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/assignment/${a.id}`],
      ['PUT', `/api/assignment/${a.id}`],
      ['DELETE', `/api/assignment/${a.id}`],
      ['POST', `/api/assignment/${a.id}/pause`],
      ['POST', `/api/assignment/${a.id}/active`],
      ['POST', `/api/assignment/${a.id}/clone`],
    ] as const) {
      const res = await other.admin.request(method, url, method === 'PUT' ? body() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.admin.request('GET', '/api/assignment/list')).json().pagination.total).toBe(0);
    expect((await ws.admin.request('GET', `/api/assignment/${a.id}`)).json().data.title).toBe('Private');
  });
});
