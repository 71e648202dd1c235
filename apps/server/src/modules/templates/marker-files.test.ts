import { sql } from 'drizzle-orm';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles } from '../../platform/uploads/test-files';
import { upload } from '../file-manager/file-manager-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { makeTemplate, multipartBody, saveBody } from './template-test-kit';

// Issue 17 items 1–2 (ADR 184): documents refer to uploaded files by id only; the server owns key, type and size.

let t: AdminTestApp;
let a: TestWorkspace;
let b: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  a = await t.workspace({ plan: 'premium', name: 'Alpha' });
  b = await t.workspace({ plan: 'premium', name: 'Beta' });
});
afterAll(() => t.close());

/** Uploads an image marker into a new template of the client's workspace and answers its file and the draft. */
async function markerTemplate(client: Client, bytes: Buffer, name = 'plan.gif') {
  const { id } = await makeTemplate(client);
  const form = multipartBody({ uuid: 'm1', markers: '[]' }, { name, bytes });
  const res = await client.request(
    'POST',
    `/api/checklist/template/${id}/image-marker/new`,
    form.body,
    form.options,
  );
  expect(res.statusCode, res.body).toBe(201);
  const doc = (await client.request('GET', `/api/checklist/template/${id}`)).json().data as TemplateDocument;
  return { id, doc, file: res.json().data.file as { id: string; url: string; mime: string; size: number } };
}

/** Saves the draft with its first image marker's file replaced. */
function saveWithFile(client: Client, id: string, doc: TemplateDocument, file: unknown) {
  const [marker] = doc.image_markers;
  return client.request('POST', `/api/checklist/template/${id}`, {
    ...saveBody(doc),
    image_markers: [{ ...marker, file }],
  });
}

async function fileCount(orgId: string): Promise<number> {
  const found = await t.db.execute(
    sql`select count(*)::int as n from uploaded_files where org_id = ${orgId}`,
  );
  return (found as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('image-marker files are owned by the server', () => {
  it('serves a GIF/HTML polyglot as the image it was detected as, with nosniff, whatever type a client names', async () => {
    const { id, doc, file } = await markerTemplate(a.admin, testFiles.gifHtmlPolyglot());
    expect(file).toMatchObject({ mime: 'image/gif', size: testFiles.gifHtmlPolyglot().length });
    expect(doc.image_markers[0]?.file).toEqual({ id: file.id, url: file.url, name: 'plan.gif' });

    const asHtml = await saveWithFile(a.admin, id, doc, { ...doc.image_markers[0]?.file, mime: 'text/html' });
    expect(asHtml.statusCode).toBe(422);
    expect(Object.keys(asHtml.json().data)).toEqual(['image_markers.0.file.mime']);

    const served = await a.admin.request('GET', file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses a storage key, type or size sent by a client, and a file without an id', async () => {
    const { id, doc, file } = await markerTemplate(a.admin, testFiles.png(), 'plan.png');
    const row = await t.db.execute(sql`select storage_key from uploaded_files where id = ${file.id}`);
    const key = (row as unknown as { rows: { storage_key: string }[] }).rows[0]?.storage_key;
    for (const sent of [
      { id: file.id, key },
      { id: file.id, size: 1 },
      { key, url: file.url, name: 'plan.png', mime: 'image/png', size: 10 },
      file.url,
    ]) {
      const res = await saveWithFile(a.admin, id, doc, sent);
      expect(res.statusCode, JSON.stringify(sent)).toBe(422);
      expect(Object.keys(res.json().data)[0]).toMatch(/^image_markers\.0\.file/);
    }
    const after = (await a.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(after.revision).toBe(doc.revision);
    expect(after.image_markers[0].file).toEqual({ id: file.id, url: file.url, name: 'plan.png' });
  });

  it('rewrites url and name from the file row, and refuses a workspace file that is not an image', async () => {
    const { id, doc, file } = await markerTemplate(a.admin, testFiles.png(), 'plan.png');
    const renamed = await saveWithFile(a.admin, id, doc, {
      id: file.id,
      url: 'https://evil.test/x',
      name: 'x',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const saved = (await a.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(saved.image_markers[0].file).toEqual({ id: file.id, url: file.url, name: 'plan.png' });

    expect((await upload(a.admin, 'report.pdf', testFiles.pdf())).statusCode).toBe(201);
    const pdf = await t.db.execute(
      sql`select id from uploaded_files where org_id = ${a.orgId} and original_name = 'report.pdf'`,
    );
    const pdfId = (pdf as unknown as { rows: { id: string }[] }).rows[0]?.id;
    const notImage = await saveWithFile(a.admin, id, saved, { id: pdfId });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().data).toEqual({ 'image_markers.0.file': expect.objectContaining({}) });
  });

  it('lets another workspace neither reference nor download a file, by id or by key', async () => {
    const mine = await markerTemplate(a.admin, testFiles.png(), 'secret.png');
    const theirs = await markerTemplate(b.admin, testFiles.png(), 'own.png');
    const before = await fileCount(a.orgId);

    const byId = await saveWithFile(b.admin, theirs.id, theirs.doc, { id: mine.file.id });
    expect(byId.statusCode).toBe(422);
    expect(Object.keys(byId.json().data)).toEqual(['image_markers.0.file']);
    const row = await t.db.execute(sql`select storage_key from uploaded_files where id = ${mine.file.id}`);
    const key = (row as unknown as { rows: { storage_key: string }[] }).rows[0]?.storage_key;
    const byKey = await saveWithFile(b.admin, theirs.id, theirs.doc, {
      ...theirs.doc.image_markers[0]?.file,
      key,
    });
    expect(byKey.statusCode).toBe(422);

    const kept = (await b.admin.request('GET', `/api/checklist/template/${theirs.id}`)).json().data;
    expect(kept.image_markers[0].file.id).toBe(theirs.file.id);
    const served = await b.admin.request('GET', theirs.file.url);
    expect(served.rawPayload.equals(testFiles.png())).toBe(true);
    expect((await b.admin.request('GET', mine.file.url)).statusCode).toBe(404);
    expect(await fileCount(a.orgId)).toBe(before);
  });
});

describe('every stored file is served with its detected type, nosniff, and as an attachment unless an image', () => {
  it('downloads a file-manager PDF as an attachment even when inline is asked for', async () => {
    const res = await upload(a.admin, 'manual.pdf', testFiles.pdf());
    expect(res.statusCode, res.body).toBe(201);
    const served = await a.admin.request('GET', `/api/file-manager/files/${res.json().data.id}/download`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(
      (await b.admin.request('GET', `/api/file-manager/files/${res.json().data.id}/download`)).statusCode,
    ).toBe(404);
  });
});
