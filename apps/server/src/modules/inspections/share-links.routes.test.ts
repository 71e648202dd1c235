import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportShareLinks } from '../../db/schema';
import { withTenant } from '../../platform/db/tenancy';
import { testFiles } from '../../platform/uploads/test-files';
import { multipartBody } from '../templates/template-test-kit';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import {
  inspectionsFixture,
  publishTestTemplate,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from './inspections-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let reader: Client;
let inspectionId: string;
let shownPhoto: string;
let loosePhoto: string;
let otherInspectionPhoto: string;
let foreignPhoto: string;
let otherTpl: TestTemplate;

/** Uploads a photo to the inspection and answers its file id. */
async function photo(client: Client, id: string): Promise<string> {
  const body = multipartBody({ kind: 'photo' }, { name: 'leak.png', bytes: testFiles.png() });
  const res = await client.request('POST', `/api/inspections/${id}/media`, body.body, body.options);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

/** An inspection with the photo attached to its text answer, and the id of a second photo attached to nothing. */
async function inspectionWithPhoto(client: Client, template: TestTemplate) {
  const inspection = await startTestInspection(client, template.id);
  const shown = await photo(client, inspection.id);
  const loose = await photo(client, inspection.id);
  const res = await client.request('POST', `/api/inspections/${inspection.id}/changes`, {
    changes: [
      valueChange(template.items.text.id, 'Oil on the floor'),
      {
        change_id: randomUUID(),
        changed_at: new Date().toISOString(),
        kind: 'media',
        item_id: template.items.text.id,
        file_ids: [shown],
      },
    ],
  });
  if (res.statusCode !== 200) throw new Error(`changes: ${res.statusCode} ${res.body}`);
  return { id: inspection.id, shown, loose };
}

const links = (id: string) => `/api/inspections/${id}/share-links`;
const share = async (client: Client, id: string, body: unknown = {}) => {
  const res = await client.request('POST', links(id), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; token: string; url: string };
};
const publicReport = (token: string) => t.anonymous('GET', `/api/public/reports/${token}`);
const publicFile = (token: string, fileId: string) =>
  t.anonymous('GET', `/api/public/reports/${token}/media/${fileId}`);
const expectGone = (res: { statusCode: number; json: () => { error_code: string } }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().error_code).toBe('_OBJECT_NOT_FOUND');
};

beforeAll(async () => {
  ({ t, ws, other, tpl } = await inspectionsFixture());
  reader = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_REPORT'] });
  const first = await inspectionWithPhoto(ws.admin, tpl);
  ({ id: inspectionId, shown: shownPhoto, loose: loosePhoto } = first);
  otherInspectionPhoto = (await inspectionWithPhoto(ws.admin, tpl)).shown;
  otherTpl = await publishTestTemplate(other.admin);
  foreignPhoto = (await inspectionWithPhoto(other.admin, otherTpl)).shown;
});
afterAll(() => t.close());

describe('share links of a report', () => {
  it('creates a link whose token opens exactly the report, lists it without the token, and serves the shown photo', async () => {
    const link = await share(ws.admin, inspectionId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(link.url).toMatch(new RegExp(`/report/${link.token}$`));

    const listed = await reader.request('GET', links(inspectionId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: link.id, created_by: expect.objectContaining({ id: ws.admin.userId }) }),
    ]);
    expect(listed.body).not.toContain(link.token);

    const report = await publicReport(link.token);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['cache-control']).toBe('private, no-store');
    const data = report.json().data;
    expect(Object.keys(data).sort()).toEqual(['inspection', 'layout', 'template_version']);
    expect(data.inspection).toMatchObject({ id: inspectionId, assignment_id: null });
    expect(data.inspection.answers.some((a: { value: unknown }) => a.value === 'Oil on the floor')).toBe(
      true,
    );
    expect(data.template_version.items).toBeDefined();

    const file = await publicFile(link.token, shownPhoto);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
  });

  it('gives nothing but its report: no loose file, no file of another inspection or workspace, no signed-in call', async () => {
    const { token } = await share(ws.admin, inspectionId);
    expectGone(await publicFile(token, loosePhoto));
    expectGone(await publicFile(token, otherInspectionPhoto));
    expectGone(await publicFile(token, foreignPhoto));
    expectGone(await publicFile(token, randomUUID()));
    const asCookie = { headers: { cookie: `fb_session=${token}`, authorization: `Bearer ${token}` } };
    expect(
      (await t.anonymous('GET', `/api/inspections/${inspectionId}`, undefined, asCookie)).statusCode,
    ).toBe(401);
    expect((await t.anonymous('GET', links(inspectionId), undefined, asCookie)).statusCode).toBe(401);
  });

  it('answers one 404 for unknown, malformed, revoked and expired tokens', async () => {
    const { token, id } = await share(ws.admin, inspectionId);
    const other64 = `${token.slice(0, 22)}${'A'.repeat(42)}`;
    for (const wrong of [other64, 'short', 'x'.repeat(90), encodeURIComponent('../../inspections')])
      expectGone(await publicReport(wrong));

    const revoked = await ws.admin.request('DELETE', `${links(inspectionId)}/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectGone(await publicReport(token));
    expectGone(await publicFile(token, shownPhoto));
    expect((await ws.admin.request('DELETE', `${links(inspectionId)}/${id}`)).statusCode).toBe(200);
    const listed = (await ws.admin.request('GET', links(inspectionId))).json().data as {
      id: string;
      revoked_at: string;
    }[];
    expect(listed.find((l) => l.id === id)?.revoked_at).toEqual(expect.any(String));

    const expiring = await share(ws.admin, inspectionId, {
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await publicReport(expiring.token)).statusCode).toBe(200);
    await withTenant(t.db, { orgId: ws.orgId, userId: null }, (tx) =>
      tx
        .update(reportShareLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(reportShareLinks.id, expiring.id)),
    );
    expectGone(await publicReport(expiring.token));
    expectGone(await publicFile(expiring.token, shownPhoto));
  });

  it('refuses bad input with 422', async () => {
    const past = await ws.admin.request('POST', links(inspectionId), { expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().data).toHaveProperty('expires_at');
    const shape = await ws.admin.request('POST', links(inspectionId), { expires_at: 'tomorrow' });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().data).toHaveProperty('expires_at');
    expect((await ws.admin.request('GET', '/api/inspections/not-a-uuid/share-links')).statusCode).toBe(422);
    expect((await ws.admin.request('DELETE', `${links(inspectionId)}/nope`)).statusCode).toBe(422);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await t.anonymous('GET', links(inspectionId))).statusCode).toBe(401);
    expect((await t.anonymous('POST', links(inspectionId), {})).statusCode).toBe(401);
    expect((await t.anonymous('DELETE', `${links(inspectionId)}/${randomUUID()}`)).statusCode).toBe(401);
  });

  it('lets report readers list, and only managers and the conductor create or revoke (403 otherwise)', async () => {
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', links(inspectionId))).statusCode).toBe(403);
    expect((await nobody.request('POST', links(inspectionId), {})).statusCode).toBe(403);
    const { id } = await share(ws.admin, inspectionId);
    expect((await reader.request('POST', links(inspectionId), {})).statusCode).toBe(403);
    expect((await reader.request('DELETE', `${links(inspectionId)}/${id}`)).statusCode).toBe(403);

    const conductor = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_REPORT'] });
    const own = await startTestInspection(conductor, tpl.id);
    const mine = await share(conductor, own.id);
    expect((await conductor.request('DELETE', `${links(own.id)}/${mine.id}`)).statusCode).toBe(200);
  });

  it('treats another workspace’s inspection and link as unknown (404)', async () => {
    const { id } = await share(ws.admin, inspectionId);
    expect((await other.admin.request('GET', links(inspectionId))).statusCode).toBe(404);
    expect((await other.admin.request('POST', links(inspectionId), {})).statusCode).toBe(404);
    expect((await other.admin.request('DELETE', `${links(inspectionId)}/${id}`)).statusCode).toBe(404);
    const own = await startTestInspection(other.admin, otherTpl.id);
    expect((await other.admin.request('DELETE', `${links(own.id)}/${id}`)).statusCode).toBe(404);
  });
});
