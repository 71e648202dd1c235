import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_REPORT_LAYOUT } from '@fieldbook/domain';
import { testFiles } from '../../platform/uploads/test-files';
import { multipartBody } from '../templates/template-test-kit';
import {
  publishTestTemplate,
  startTestInspection,
  type TestTemplate,
} from '../inspections/inspections-test-kit';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let inspectionId: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'premium' });
  other = await t.workspace({ name: 'Other', plan: 'premium' });
  tpl = await publishTestTemplate(ws.admin);
  inspectionId = (await startTestInspection(ws.admin, tpl.id)).id;
});
afterAll(() => t.close());

const layouts = '/api/settings/report/layouts';
const layout = (extra: Record<string, unknown> = {}) => ({ ...BUILT_IN_REPORT_LAYOUT, ...extra });

async function uploadImage(client = ws.admin, name = 'logo.png', bytes = testFiles.png()) {
  const { body, options } = multipartBody({}, { name, bytes });
  return client.request('POST', '/api/settings/report/images', body, options);
}

describe('report layouts', () => {
  it('applies the built-in layout, then the default, then a template layout with its own images', async () => {
    const applied = `/api/inspections/${inspectionId}/report-layout`;
    expect((await ws.admin.request('GET', applied)).json().data).toMatchObject({ id: null, paper: 'A4' });

    const logo = await uploadImage();
    expect(logo.statusCode, logo.body).toBe(201);
    const logoId = logo.json().data.id as string;
    const image = await ws.admin.request('GET', `/api/settings/report/images/${logoId}`);
    expect(image.headers['content-type']).toBe('image/png');

    const created = await ws.admin.request(
      'POST',
      layouts,
      layout({ name: 'House style', logo_file_id: logoId }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const defaultId = created.json().data.id as string;
    expect((await ws.admin.request('GET', applied)).json().data).toMatchObject({
      id: defaultId,
      logo_file_id: logoId,
    });

    const cover = (await uploadImage(ws.admin, 'cover.png')).json().data.id as string;
    const own = await ws.admin.request(
      'POST',
      layouts,
      layout({
        name: 'Forklifts',
        template_ids: [tpl.id],
        paper: 'Letter',
        photo_grid: 4,
        cover: { show: true, image_file_id: cover, title: 'Fleet check' },
        parts: { ...BUILT_IN_REPORT_LAYOUT.parts, notes: false },
      }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data.id as string;
    const answer = (await ws.admin.request('GET', applied)).json().data;
    expect(answer).toMatchObject({ id: ownId, paper: 'Letter', photo_grid: 4, parts: { notes: false } });
    const coverUrl = `/api/inspections/${inspectionId}/report-layout/images/${cover}`;
    expect((await ws.admin.request('GET', coverUrl)).statusCode).toBe(200);
    // The default's logo is not the applied layout's: a report reaches only its own layout's images.
    expect(
      (await ws.admin.request('GET', `/api/inspections/${inspectionId}/report-layout/images/${logoId}`))
        .statusCode,
    ).toBe(404);

    const options = (await ws.admin.request('GET', '/api/settings/report/templates')).json().data;
    expect(options).toContainEqual({ id: tpl.id, title: 'Forklift check' });
    const list = (await ws.admin.request('GET', layouts)).json();
    expect(list.list.map((l: { name: string }) => l.name)).toEqual(['House style', 'Forklifts']);
    expect(list.pagination.total).toBe(2);

    const put = await ws.admin.request(
      'PUT',
      `${layouts}/${ownId}`,
      layout({ name: 'Renamed', template_ids: [tpl.id] }),
    );
    expect(put.json().data).toMatchObject({ name: 'Renamed', paper: 'A4' });
    expect((await ws.admin.request('DELETE', `${layouts}/${ownId}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', applied)).json().data.id).toBe(defaultId);
  });

  it('copies a file-manager image into a layout image', async () => {
    const { body, options } = multipartBody({}, { name: 'brand.png', bytes: testFiles.png() });
    const entry = (await ws.admin.request('POST', '/api/file/upload', body, options)).json().data;
    const copied = await ws.admin.request('POST', '/api/settings/report/images/from-file-manager', {
      entry_id: entry.id,
    });
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().data).toMatchObject({ name: 'brand.png', mime: 'image/png' });
    const pdf = multipartBody({}, { name: 'doc.pdf', bytes: testFiles.pdf() });
    const pdfEntry = (await ws.admin.request('POST', '/api/file/upload', pdf.body, pdf.options)).json().data;
    const refused = await ws.admin.request('POST', '/api/settings/report/images/from-file-manager', {
      entry_id: pdfEntry.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(
      (
        await other.admin.request('POST', '/api/settings/report/images/from-file-manager', {
          entry_id: entry.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 422 field maps for bad bodies, foreign images, a second default and a taken template', async () => {
    const bad = await ws.admin.request('POST', layouts, layout({ name: '', paper: 'A3', photo_grid: 5 }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['name', 'paper', 'photo_grid']);
    const secondDefault = await ws.admin.request('POST', layouts, layout({ name: 'Another' }));
    expect(secondDefault.statusCode).toBe(422);
    expect(secondDefault.json().data).toHaveProperty('template_ids');
    const foreign = (await uploadImage(other.admin)).json().data.id as string;
    const stolen = await ws.admin.request(
      'POST',
      layouts,
      layout({ name: 'Stolen', template_ids: [tpl.id], logo_file_id: foreign }),
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().data).toHaveProperty('logo_file_id');
    expect(
      (await ws.admin.request('POST', layouts, layout({ name: 'A', template_ids: [tpl.id] }))).statusCode,
    ).toBe(201);
    const taken = await ws.admin.request('POST', layouts, layout({ name: 'B', template_ids: [tpl.id] }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data).toHaveProperty('template_ids');
    const notImage = await uploadImage(ws.admin, 'x.pdf', testFiles.pdf());
    expect(notImage.statusCode).toBe(422);
  });

  it('answers 401, 403 (permission and plan) and cross-tenant 404', async () => {
    const id = (await ws.admin.request('GET', layouts)).json().list[0].id as string;
    expect((await t.anonymous('GET', layouts)).statusCode).toBe(401);
    expect((await t.anonymous('GET', `/api/inspections/${inspectionId}/report-layout`)).statusCode).toBe(401);
    const viewer = await t.member(ws, { permissions: ['APP_VIEW_SETTINGS'] });
    expect((await viewer.request('GET', layouts)).statusCode).toBe(200);
    expect((await viewer.request('PUT', `${layouts}/${id}`, layout({ name: 'X' }))).statusCode).toBe(403);
    expect((await viewer.request('DELETE', `${layouts}/${id}`)).statusCode).toBe(403);
    expect((await viewer.request('GET', `/api/inspections/${inspectionId}/report-layout`)).statusCode).toBe(
      403,
    );
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', layouts)).statusCode).toBe(403);
    const free = await t.workspace({ name: 'Free' });
    const gated = await free.admin.request('GET', layouts);
    expect(gated.statusCode).toBe(403);
    expect((await other.admin.request('GET', `${layouts}/${id}`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `${layouts}/${id}`, layout({ name: 'X' }))).statusCode).toBe(
      404,
    );
    expect((await other.admin.request('DELETE', `${layouts}/${id}`)).statusCode).toBe(404);
    expect(
      (await other.admin.request('GET', `/api/inspections/${inspectionId}/report-layout`)).statusCode,
    ).toBe(404);
  });
});
