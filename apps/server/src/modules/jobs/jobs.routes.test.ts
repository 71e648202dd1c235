import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobRecord, updateJobRecord } from '../../platform/jobs/job-records';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let inspector: Client;
let other: TestWorkspace;
const adminsJob = randomUUID();
const inspectorsJob = randomUUID();

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  inspector = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_LIST'] });
  other = await t.workspace({ name: 'Other' });
  await insertJobRecord(t.db, { orgId: ws.orgId, userId: ws.admin.userId }, adminsJob, 'reports.pdf');
  const owner = { orgId: ws.orgId, userId: inspector.userId };
  await insertJobRecord(t.db, owner, inspectorsJob, 'reports.export');
  await updateJobRecord(t.db, owner, inspectorsJob, {
    state: 'active',
    progress: 40,
    message: 'Page 4 of 10',
  });
});
afterAll(() => t.close());

describe('GET /api/jobs/{id}', () => {
  it('shows the member who enqueued a job its state and progress', async () => {
    const res = await inspector.request('GET', `/api/jobs/${inspectorsJob}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: inspectorsJob,
      name: 'reports.export',
      state: 'active',
      progress: 40,
      message: 'Page 4 of 10',
      error: null,
    });
    expect(res.json().data).not.toHaveProperty('result');
  });

  it('shows a finished job its result', async () => {
    const owner = { orgId: ws.orgId, userId: ws.admin.userId };
    await updateJobRecord(t.db, owner, adminsJob, {
      state: 'completed',
      progress: 100,
      result: { file_id: 'f' },
    });
    const res = await ws.admin.request('GET', `/api/jobs/${adminsJob}`);
    expect(res.json().data).toMatchObject({ state: 'completed', progress: 100, result: { file_id: 'f' } });
  });

  it('lets a workspace administrator read a member’s job, but not a member another’s', async () => {
    expect((await ws.admin.request('GET', `/api/jobs/${inspectorsJob}`)).statusCode).toBe(200);
    const res = await inspector.request('GET', `/api/jobs/${adminsJob}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('_OBJECT_NOT_FOUND');
  });

  it('answers another workspace with not found', async () => {
    const res = await other.admin.request('GET', `/api/jobs/${inspectorsJob}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('_OBJECT_NOT_FOUND');
  });

  it('needs a signed-in caller and a uuid', async () => {
    expect((await t.anonymous('GET', `/api/jobs/${inspectorsJob}`)).statusCode).toBe(401);
    expect((await inspector.request('GET', '/api/jobs/not-an-id')).statusCode).toBe(422);
    expect((await inspector.request('GET', `/api/jobs/${randomUUID()}`)).statusCode).toBe(404);
  });
});
