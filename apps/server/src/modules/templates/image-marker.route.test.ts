import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { makeTemplate, multipartBody as multipart } from './template-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let standard: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'premium' });
  standard = await t.workspace({ plan: 'standard', name: 'Standard' });
});
afterAll(() => t.close());

describe('POST /checklist/template/{id}/image-marker/new', () => {
  it('stores the image and adds the marker to the draft, answering the file', async () => {
    const { id } = await makeTemplate(ws.admin);
    const { body, options } = multipart(
      { uuid: 'im1', markers: JSON.stringify([{ x: 0.5, y: 0.5 }]) },
      { name: 'plan.png', bytes: testFiles.png() },
    );
    const res = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/image-marker/new`,
      body,
      options,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      uuid: 'im1',
      revision: 1,
      file: { name: 'plan.png', mime: 'image/png' },
    });
    const read = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
    expect(read.image_markers[0]).toMatchObject({ uuid: 'im1', markers: [{ x: 0.5, y: 0.5 }] });
    const url = res.json().data.file.url as string;
    expect(url).toBe(`/api/checklist/template/${id}/image-marker/im1/file`);
    const image = await ws.admin.request('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(testFiles.png())).toBe(true);
    expect((await standard.admin.request('GET', url)).statusCode).toBe(404);
    expect(
      (await ws.admin.request('GET', `/api/checklist/template/${id}/image-marker/nope/file`)).statusCode,
    ).toBe(404);
    const clone = (await ws.admin.request('POST', `/api/checklist/template/${id}/clone`, {})).json().data;
    const cloneUrl = clone.image_markers[0].file.url as string;
    expect(cloneUrl).toBe(`/api/checklist/template/${clone.id}/image-marker/im1/file`);
    expect((await ws.admin.request('GET', cloneUrl)).statusCode).toBe(200);
  });

  it('refuses a non-image (422), a missing file (422), a plan without the feature (403) and no CSRF (403)', async () => {
    const { id } = await makeTemplate(ws.admin);
    const pdf = multipart({ uuid: 'im2' }, { name: 'plan.png', bytes: testFiles.pdf() });
    const notImage = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/image-marker/new`,
      pdf.body,
      pdf.options,
    );
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().data).toHaveProperty('file');
    const none = multipart({ uuid: 'im3' });
    expect(
      (
        await ws.admin.request(
          'POST',
          `/api/checklist/template/${id}/image-marker/new`,
          none.body,
          none.options,
        )
      ).statusCode,
    ).toBe(422);
    const other = await makeTemplate(standard.admin);
    const png = multipart({ uuid: 'im4' }, { name: 'a.png', bytes: testFiles.png() });
    const gated = await standard.admin.request(
      'POST',
      `/api/checklist/template/${other.id}/image-marker/new`,
      png.body,
      png.options,
    );
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ error_code: 'PLN_FEATURE_REQUIRED', data: { plan: 'premium' } });
    const csrf = await ws.admin.request('POST', `/api/checklist/template/${id}/image-marker/new`, png.body, {
      ...png.options,
      csrf: false,
    });
    expect(csrf.statusCode).toBe(403);
  });
});
