import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_REPORT_LAYOUT } from '@fieldbook/domain';
import type { PdfRenderer, RenderRequest } from '../../platform/pdf/pdf-renderer';
import { testFiles } from '../../platform/uploads/test-files';
import { multipartBody } from '../templates/template-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { publishTestTemplate, startTestInspection } from './inspections-test-kit';
import { jobFinished } from '../jobs/jobs-test-kit';

/**
 * The shared report's layout and PDF (ADR 206). Chromium is replaced by a stand-in that, like the browser on the
 * shared page, reads the report under the token of the page it was sent to.
 */

const FAKE_PDF = Buffer.from('%PDF-1.4\n% shared\n'.padEnd(9_000, '.'));
const renders: { request: RenderRequest; status: number }[] = [];
let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let inspectionId: string;
let secondId: string;
let token: string;
let secondToken: string;

const standIn: PdfRenderer = {
  async render(request) {
    const printed = /^\/print\/report\/([^?]+)\?/.exec(request.path)?.[1] ?? 'none';
    const res = await t.anonymous('GET', `/api/public/reports/${printed}`);
    renders.push({ request, status: res.statusCode });
    return FAKE_PDF;
  },
  close: async () => undefined,
};

const base = (tk: string) => `/api/public/reports/${tk}`;

async function share(client: Client, id: string): Promise<{ id: string; token: string }> {
  const res = await client.request('POST', `/api/inspections/${id}/share-links`, {});
  if (res.statusCode !== 201) throw new Error(`share: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; token: string };
}

beforeAll(async () => {
  t = await createAdminTestApp({ pdf: standIn });
  ws = await t.workspace({ plan: 'premium' });
  other = await t.workspace({ name: 'Other', plan: 'premium' });
  const tpl = await publishTestTemplate(ws.admin);
  inspectionId = (await startTestInspection(ws.admin, tpl.id)).id;
  secondId = (await startTestInspection(ws.admin, tpl.id)).id;
  token = (await share(ws.admin, inspectionId)).token;
  secondToken = (await share(ws.admin, secondId)).token;
}, 60_000);
afterAll(() => t.close());

describe('shared report layout', () => {
  it("follows the workspace's default layout and serves its logo, and nothing else, under the token", async () => {
    expect((await t.anonymous('GET', base(token))).json().data.layout).toMatchObject({
      id: null,
      paper: 'A4',
    });
    const { body, options } = multipartBody({}, { name: 'logo.png', bytes: testFiles.png() });
    const logoId = (await ws.admin.request('POST', '/api/settings/report/images', body, options)).json().data
      .id as string;
    const created = await ws.admin.request('POST', '/api/settings/report/layouts', {
      ...BUILT_IN_REPORT_LAYOUT,
      name: 'House style',
      paper: 'Letter',
      logo_file_id: logoId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const shared = (await t.anonymous('GET', base(token))).json().data;
    expect(shared.layout).toMatchObject({
      id: created.json().data.id,
      paper: 'Letter',
      logo_file_id: logoId,
    });
    const logo = await t.anonymous('GET', `${base(token)}/layout-images/${logoId}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await t.anonymous('GET', `${base(token)}/layout-images/${inspectionId}`)).statusCode).toBe(404);
    expect((await t.anonymous('GET', `${base('x'.repeat(64))}/layout-images/${logoId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('shared report PDF', () => {
  let fileId = '';

  it('prints the shared page through a print-only link, and downloads the file under the token', async () => {
    const res = await t.anonymous('POST', `${base(token)}/pdf`, undefined, { lang: 'de' });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().data.job_id as string;
    const job = await jobFinished(() => t.anonymous('GET', `${base(token)}/pdf/jobs/${jobId}`));
    expect(job).toMatchObject({ state: 'completed', progress: 100 });
    fileId = (job.result as { file_id: string }).file_id;

    const [render] = renders;
    expect(render?.status, 'the print-only link opens the shared report').toBe(200);
    expect(render?.request).toMatchObject({
      paper: 'Letter',
      cookies: [],
      localStorage: { 'fieldbook.language': 'de' },
    });
    expect(render?.request.path).toMatch(/^\/print\/report\/[A-Za-z0-9_-]{64}\?print=1&paper=Letter$/);
    const printToken = /^\/print\/report\/([^?]+)/.exec(render!.request.path)![1]!;
    expect((await t.anonymous('GET', base(printToken))).statusCode, 'the print link is gone').toBe(404);
    const listed = await ws.admin.request('GET', `/api/inspections/${inspectionId}/share-links`);
    expect(listed.json().data).toHaveLength(1);

    const file = await t.anonymous('GET', `${base(token)}/pdf/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="INS-1\.pdf"/);
    expect(file.rawPayload.equals(FAKE_PDF)).toBe(true);
    expect((await ws.admin.request('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`)).statusCode).toBe(
      200,
    );
  }, 60_000);

  it("cannot reach another inspection's PDF or job, nor a member's job", async () => {
    expect((await t.anonymous('GET', `${base(secondToken)}/pdf/${fileId}`)).statusCode).toBe(404);
    const started = await t.anonymous('POST', `${base(token)}/pdf`);
    const jobId = started.json().data.job_id as string;
    await jobFinished(() => t.anonymous('GET', `${base(token)}/pdf/jobs/${jobId}`));
    expect((await t.anonymous('GET', `${base(secondToken)}/pdf/jobs/${jobId}`)).statusCode).toBe(404);
    const member = await ws.admin.request('POST', `/api/inspections/${inspectionId}/pdf`, {});
    const memberJob = member.json().data.job_id as string;
    expect((await t.anonymous('GET', `${base(token)}/pdf/jobs/${memberJob}`)).statusCode).toBe(404);
    const foreign = await other.admin.request('POST', `/api/inspections/${inspectionId}/pdf`, {});
    expect(foreign.statusCode).toBe(404);
  }, 60_000);

  it('answers 404 to an unknown, malformed or revoked token, and 422 to malformed ids', async () => {
    const unknown = `${base('A'.repeat(64))}`;
    expect((await t.anonymous('POST', `${unknown}/pdf`)).statusCode).toBe(404);
    expect((await t.anonymous('POST', `${base('nope')}/pdf`)).statusCode).toBe(404);
    expect((await t.anonymous('GET', `${unknown}/pdf/${fileId}`)).statusCode).toBe(404);
    const link = await share(ws.admin, inspectionId);
    expect((await t.anonymous('POST', `${base(link.token)}/pdf`)).statusCode).toBe(202);
    await ws.admin.request('DELETE', `/api/inspections/${inspectionId}/share-links/${link.id}`);
    expect((await t.anonymous('POST', `${base(link.token)}/pdf`)).statusCode).toBe(404);
    expect((await t.anonymous('GET', `${base(link.token)}/pdf/${fileId}`)).statusCode).toBe(404);
    expect((await t.anonymous('GET', `${base(token)}/pdf/nope`)).statusCode).toBe(422);
    expect((await t.anonymous('GET', `${base(token)}/pdf/jobs/nope`)).statusCode).toBe(422);
  }, 60_000);
});
