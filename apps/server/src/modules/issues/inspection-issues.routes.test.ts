import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles } from '../../platform/uploads/test-files';
import {
  publishTestTemplate,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from '../inspections/inspections-test-kit';
import { multipartBody } from '../templates/template-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ name: 'Other' });
  // A failed yes/no raises an issue by rule ("issue" action on the yes/no itself).
  tpl = await publishTestTemplate(ws.admin, 'Rail check', (items, options) => [
    {
      uuid: randomUUID(),
      rules: [
        {
          id: randomUUID(),
          condition: {
            kind: 'group',
            id: randomUUID(),
            connector: 'and',
            conditions: [
              {
                kind: 'condition',
                id: randomUUID(),
                left: { kind: 'item', item_id: items.yesno.id },
                operator: 'equals',
                right: { kind: 'value', value: options.no },
              },
            ],
          },
          actions: [
            {
              id: randomUUID(),
              target: items.yesno.id,
              type: 'issue',
              params: { title: 'Rail failed', description: 'Raised by rule' },
            },
          ],
        },
      ],
    },
  ]);
  inspector = await t.member(ws, { permissions: [] });
});
afterAll(() => t.close());

const upload = (client: Client, id: string) => {
  const { body, options } = multipartBody({}, { name: 'rail.png', bytes: testFiles.png() });
  return client.request('POST', `/api/inspections/${id}/media`, body, options);
};
const issueCount = async (id: string) =>
  (await ws.admin.request('GET', `/api/inspections/${id}`)).json().data.issues_count as number;
const tableCount = async () =>
  (await ws.admin.request('GET', '/api/issues')).json().pagination.total as number;

describe('issues raised from inspections', () => {
  it('lets the conductor without issue codes raise one with the answer media; counts and lists it', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const photo = await upload(inspector, inspection.id);
    expect(photo.statusCode).toBe(201);
    const fileId = photo.json().data.id as string;
    const raised = await inspector.request('POST', `/api/inspections/${inspection.id}/issues`, {
      item_id: tpl.items.text.id,
      title: 'Guard rail loose',
      description: 'Answer: loose',
      file_ids: [fileId],
    });
    expect(raised.statusCode).toBe(201);
    const issue = raised.json().data;
    expect(issue).toMatchObject({
      title: 'Guard rail loose',
      inspection_id: inspection.id,
      item_id: tpl.items.text.id,
      status: 'to_do',
    });
    expect(issue.timeline[0]).toMatchObject({ kind: 'created', files: [{ id: fileId }] });
    expect(await issueCount(inspection.id)).toBe(1);

    const listed = await inspector.request('GET', `/api/inspections/${inspection.id}/issues`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: issue.id, title: 'Guard rail loose', status: 'to_do' }),
    ]);
    const inList = await ws.admin.request('GET', `/api/issues/${issue.id}`);
    expect(inList.json().data.inspection_id).toBe(inspection.id);
  });

  it('refuses bad bodies (422, nothing written), strangers (403), other workspaces (404), no session (401)', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const before = await tableCount();
    const url = `/api/inspections/${inspection.id}/issues`;
    const valid = { item_id: tpl.items.text.id, title: 'Loose' };
    const empty = await inspector.request('POST', url, { ...valid, title: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toHaveProperty('title');
    const badItem = await inspector.request('POST', url, { ...valid, item_id: randomUUID() });
    expect(badItem.statusCode).toBe(422);
    expect(badItem.json().data).toHaveProperty('item_id');
    // A file of another inspection is not this inspection's media.
    const elsewhere = await startTestInspection(inspector, tpl.id);
    const foreign = (await upload(inspector, elsewhere.id)).json().data.id;
    const badFile = await inspector.request('POST', url, { ...valid, file_ids: [foreign] });
    expect(badFile.statusCode).toBe(422);
    expect(badFile.json().data).toHaveProperty('file_ids');
    expect(await tableCount()).toBe(before);
    expect(await issueCount(inspection.id)).toBe(0);

    const stranger = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE_LIST'] });
    expect((await stranger.request('POST', url, valid)).statusCode).toBe(403);
    expect((await stranger.request('GET', url)).statusCode).toBe(403);
    expect((await other.admin.request('POST', url, valid)).statusCode).toBe(404);
    expect((await other.admin.request('GET', url)).statusCode).toBe(404);
    expect((await t.anonymous('POST', url, valid)).statusCode).toBe(401);
    expect(await tableCount()).toBe(before);
  });

  it('raises the rule issue at completion once, prefilled with the answer and its media, even on a replay', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const photo = (await upload(inspector, inspection.id)).json().data.id as string;
    const changes = await inspector.request('POST', `/api/inspections/${inspection.id}/changes`, {
      changes: [
        valueChange(tpl.items.text.id, 'ok'),
        valueChange(tpl.items.yesno.id, tpl.options.no),
        {
          change_id: randomUUID(),
          changed_at: new Date().toISOString(),
          kind: 'media',
          item_id: tpl.items.yesno.id,
          instance: 0,
          file_ids: [photo],
        },
      ],
    });
    expect(changes.statusCode).toBe(200);
    expect(await issueCount(inspection.id)).toBe(0);
    const complete = () => inspector.request('POST', `/api/inspections/${inspection.id}/complete`, {});
    const done = await complete();
    expect(done.statusCode).toBe(200);
    expect(done.json().data.issues_count).toBe(1);
    expect((await complete()).statusCode).toBe(409);
    const listed = (await inspector.request('GET', `/api/inspections/${inspection.id}/issues`)).json().data;
    expect(listed).toHaveLength(1);
    const issue = (await ws.admin.request('GET', `/api/issues/${listed[0].id}`)).json().data;
    expect(issue).toMatchObject({
      title: 'Rail failed',
      description: 'Raised by rule\n\nNo',
      item_id: tpl.items.yesno.id,
    });
    expect(issue.timeline[0].files).toEqual([expect.objectContaining({ id: photo })]);
    // Raising by hand afterwards still works on the completed inspection and counts.
    const more = await inspector.request('POST', `/api/inspections/${inspection.id}/issues`, {
      item_id: tpl.items.yesno.id,
      title: 'Second look',
    });
    expect(more.statusCode).toBe(201);
    expect(await issueCount(inspection.id)).toBe(2);
  });
});
