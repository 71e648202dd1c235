import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOverviewSchema } from '@fieldbook/domain';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import {
  publishTestTemplate,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from '../inspections/inspections-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  tpl = await publishTestTemplate(ws.admin);
  inspector = await t.member(ws, { permissions: [] });
});
afterAll(() => t.close());

const overview = async (client: Client) => {
  const res = await client.request('GET', '/api/dashboard/overview');
  expect(res.statusCode, res.body).toBe(200);
  return dashboardOverviewSchema.parse(res.json());
};
const answer = (client: Client, id: string, changes: ReturnType<typeof valueChange>[]) =>
  client.request('POST', `/api/inspections/${id}/changes`, { changes });

describe('dashboard inspection counts', () => {
  it('counts this week, in progress and failed items: the workspace for list readers, their own for others', async () => {
    const mine = await startTestInspection(inspector, tpl.id);
    await answer(inspector, mine.id, [
      valueChange(tpl.items.text.id, 'Bay 4'),
      valueChange(tpl.items.yesno.id, tpl.options.no),
    ]);
    const done = await inspector.request('POST', `/api/inspections/${mine.id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    const progressing = await startTestInspection(ws.admin, tpl.id);
    await answer(ws.admin, progressing.id, [valueChange(tpl.items.yesno.id, tpl.options.no)]);
    await startTestInspection(ws.admin, tpl.id, {
      started_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    const other = await t.workspace({ name: 'Other' });
    await startTestInspection(other.admin, (await publishTestTemplate(other.admin)).id);

    expect((await overview(ws.admin)).inspections).toEqual({
      scope: 'all',
      this_week: 2,
      in_progress: 1,
      failed_items_this_week: 1,
    });
    expect((await overview(inspector)).inspections).toEqual({
      scope: 'own',
      this_week: 1,
      in_progress: 0,
      failed_items_this_week: 1,
    });
  });
});
