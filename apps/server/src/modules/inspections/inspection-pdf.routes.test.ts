import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema';
import type { PdfRenderer, RenderRequest } from '../../platform/pdf/pdf-renderer';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { publishTestTemplate, startTestInspection } from './inspections-test-kit';
import { jobFinished } from '../jobs/jobs-test-kit';

/**
 * The PDF calls (ADR 203). Chromium is replaced by a stand-in that, like the browser, reads the report's data
 * with the cookie it was given; the real print is covered by platform/pdf/pdf-renderer.test.ts and
 * e2e/tests/report-pdf.spec.ts (which needs the built web app).
 */

const FAKE_PDF = Buffer.from('%PDF-1.4\n% fieldbook test\n'.padEnd(12_000, '.'));
const renders: { request: RenderRequest; detail: number; after?: number }[] = [];
let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let reader: Client;
let inspector: Client;
let inspectionId: string;

const stand_in: PdfRenderer = {
  async render(request) {
    const cookie = request.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const detail = await t.anonymous(
      'GET',
      `/api${request.path.replace(/^\/print/, '').split('?')[0]}`,
      undefined,
      {
        headers: { cookie },
      },
    );
    renders.push({ request, detail: detail.statusCode });
    return FAKE_PDF;
  },
  close: async () => undefined,
};

beforeAll(async () => {
  t = await createAdminTestApp({ pdf: stand_in });
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  const tpl = await publishTestTemplate(ws.admin);
  inspector = await t.member(ws, { permissions: [] });
  reader = await t.member(ws, { permissions: ['INS_VIEW_INSPECTION_REPORT'] });
  inspectionId = (await startTestInspection(ws.admin, tpl.id)).id;
}, 60_000);
afterAll(() => t.close());

describe('inspection report PDF', () => {
  let fileId = '';

  it('queues a print as the caller, reports progress, stores the file and downloads it', async () => {
    const res = await reader.request(
      'POST',
      `/api/inspections/${inspectionId}/pdf`,
      { paper: 'Letter' },
      { lang: 'de' },
    );
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json<{ data: { job_id: string } }>().data.job_id;
    const job = await jobFinished(() => reader.request('GET', `/api/jobs/${jobId}`));
    expect(job).toMatchObject({ state: 'completed', progress: 100, message: 'stored' });
    const result = job.result as { file_id: string; name: string; size: number };
    expect(result).toMatchObject({ name: 'INS-1.pdf', size: FAKE_PDF.length });
    fileId = result.file_id;

    const [render] = renders;
    expect(render?.detail, 'the minted session reads the report as the caller').toBe(200);
    expect(render?.request).toMatchObject({
      path: `/print/inspections/${inspectionId}?print=1&paper=Letter`,
      paper: 'Letter',
      headerTitle: 'INS-1 · Forklift check',
      pageLabel: 'Seite',
      localStorage: { 'fieldbook.language': 'de' },
    });
    const cookie = render!.request.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const afterwards = await t.anonymous('GET', `/api/inspections/${inspectionId}`, undefined, {
      headers: { cookie },
    });
    expect(afterwards.statusCode, 'the render session is revoked after printing').toBe(401);

    const file = await reader.request('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="INS-1\.pdf"/);
    expect(file.rawPayload.equals(FAKE_PDF)).toBe(true);
  }, 60_000);

  it('refuses a paper it does not know and malformed ids with 422', async () => {
    const bad = await reader.request('POST', `/api/inspections/${inspectionId}/pdf`, { paper: 'A3' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json()).toMatchObject({ data: { paper: expect.any(String) } });
    expect((await reader.request('POST', '/api/inspections/nope/pdf', {})).statusCode).toBe(422);
    expect((await reader.request('GET', `/api/inspections/${inspectionId}/pdf/nope`)).statusCode).toBe(422);
  });

  it('answers 401 to strangers and 403 to members without the report permission', async () => {
    expect((await t.anonymous('POST', `/api/inspections/${inspectionId}/pdf`, {})).statusCode).toBe(401);
    expect((await t.anonymous('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`)).statusCode).toBe(401);
    expect((await inspector.request('POST', `/api/inspections/${inspectionId}/pdf`, {})).statusCode).toBe(
      403,
    );
    expect(
      (await inspector.request('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`)).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another workspace's inspection and for files that are not this inspection's PDFs", async () => {
    expect((await other.admin.request('POST', `/api/inspections/${inspectionId}/pdf`, {})).statusCode).toBe(
      404,
    );
    expect(
      (await other.admin.request('GET', `/api/inspections/${inspectionId}/pdf/${fileId}`)).statusCode,
    ).toBe(404);
    const another = await startTestInspection(ws.admin, (await publishTestTemplate(ws.admin, 'Second')).id);
    expect((await reader.request('GET', `/api/inspections/${another.id}/pdf/${fileId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await reader.request('GET', `/api/inspections/${inspectionId}/pdf/${another.id}`)).statusCode,
    ).toBe(404);
  }, 30_000);

  it('deletes the printed PDFs (rows, then stored objects) with their inspection', async () => {
    const tpl = await publishTestTemplate(ws.admin, 'Doomed');
    const doomed = (await startTestInspection(ws.admin, tpl.id)).id;
    const kept = (await startTestInspection(ws.admin, tpl.id)).id;
    const print = async (id: string) => {
      const res = await ws.admin.request('POST', `/api/inspections/${id}/pdf`, {});
      const jobId = res.json<{ data: { job_id: string } }>().data.job_id;
      const job = await jobFinished(() => ws.admin.request('GET', `/api/jobs/${jobId}`));
      const fileId = (job.result as { file_id: string }).file_id;
      const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
      return { fileId, key: row!.storageKey };
    };
    const gone = [await print(doomed), await print(doomed)];
    const other = await print(kept);

    const res = await ws.admin.request('POST', '/api/inspections/bulk/delete', { ids: [doomed] });
    expect(res.statusCode, res.body).toBe(200);
    for (const file of gone) {
      expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.fileId))).toEqual([]);
      expect(await t.storage.stat(file.key)).toBeNull();
    }
    expect(await t.storage.stat(other.key)).not.toBeNull();
    expect((await ws.admin.request('GET', `/api/inspections/${kept}/pdf/${other.fileId}`)).statusCode).toBe(
      200,
    );
  }, 60_000);
});
