import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inspection } from '@fieldbook/domain';
import { assets, assetTypes, inspections, uploadedFiles } from '../../db/schema';
import { PRINT_COPY_BOX } from '../../platform/files';
import { testFiles, tinyPng } from '../../platform/uploads/test-files';
import { jobsDone } from '../../test/jobs-done';
import { multipartBody } from '../templates/template-test-kit';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import {
  inspectionsFixture,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from './inspections-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
beforeAll(async () => {
  ({ t, ws, other, tpl, inspector } = await inspectionsFixture());
});
afterAll(() => t.close());

const filterOf = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));
const uploadTo = (
  client: Client,
  id: string,
  fields: Record<string, string>,
  name: string,
  bytes: Buffer,
) => {
  const { body, options } = multipartBody(fields, { name, bytes });
  return client.request('POST', `/api/inspections/${id}/media`, body, options);
};

describe('inspection list, archive and bulk calls', () => {
  it('lists with filters; members without the list code see only their own; managers archive, restore and delete', async () => {
    const mine = await startTestInspection(inspector, tpl.id);
    const admins = await startTestInspection(ws.admin, tpl.id);
    await inspector.request('POST', `/api/inspections/${mine.id}/changes`, {
      changes: [valueChange(tpl.items.yesno.id, tpl.options.no)],
    });
    const all = await ws.admin.request('GET', '/api/inspections?with_saved_queries=1');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ table_name: 'inspections', pagination: { total: 2 } });
    const progressing = await ws.admin.request(
      'GET',
      `/api/inspections?filter=${filterOf({ status: { operator: 'equals', value: ['in_progress'] } })}`,
    );
    expect(progressing.json().list.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const own = await inspector.request('GET', '/api/inspections');
    expect(own.json().list.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const badFilter = await ws.admin.request(
      'GET',
      `/api/inspections?filter=${filterOf({ nope: { operator: 'equals', value: 1 } })}`,
    );
    expect(badFilter.statusCode).toBe(422);
    expect((await t.anonymous('GET', '/api/inspections')).statusCode).toBe(401);
    expect((await other.admin.request('GET', '/api/inspections')).json().pagination.total).toBe(0);

    expect(
      (await inspector.request('POST', '/api/inspections/bulk/archive', { ids: [mine.id] })).statusCode,
    ).toBe(403);
    expect((await inspector.request('GET', '/api/inspections/archive')).statusCode).toBe(403);
    expect((await ws.admin.request('POST', '/api/inspections/bulk/archive', { ids: [] })).statusCode).toBe(
      422,
    );
    const foreign = await other.admin.request('POST', '/api/inspections/bulk/archive', { ids: [mine.id] });
    expect(foreign.json().data.count).toBe(0);
    const archived = await ws.admin.request('POST', '/api/inspections/bulk/archive', {
      ids: [mine.id, admins.id],
    });
    expect(archived.json().data.count).toBe(2);
    const change = await inspector.request('POST', `/api/inspections/${mine.id}/changes`, {
      changes: [valueChange(tpl.items.number.id, 1)],
    });
    expect(change.statusCode).toBe(409);
    expect((await ws.admin.request('GET', '/api/inspections/archive')).json().pagination.total).toBe(2);
    expect(
      (await ws.admin.request('POST', '/api/inspections/bulk/restore', { ids: [mine.id] })).json().data.count,
    ).toBe(1);
    const removed = await ws.admin.request('POST', '/api/inspections/bulk/delete', {
      ids: [mine.id, admins.id],
    });
    expect(removed.json().data.count).toBe(2);
    expect((await ws.admin.request('GET', `/api/inspections/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('cached list totals (ADR 087, migration 0023)', () => {
  const totalOf = async (client: Client, filter: Record<string, unknown>) =>
    (await client.request('GET', `/api/inspections?filter=${filterOf(filter)}`)).json().pagination
      .total as number;
  const ofTemplate = { template_id: { operator: 'exists-in', value: [] as string[] } };

  it('a new inspection, and a change written behind the app’s back, show in the very next total', async () => {
    ofTemplate.template_id.value = [tpl.id];
    const before = await totalOf(ws.admin, ofTemplate);
    expect(await totalOf(ws.admin, ofTemplate)).toBe(before);
    const started = await startTestInspection(ws.admin, tpl.id);
    expect(await totalOf(ws.admin, ofTemplate)).toBe(before + 1);
    await t.db.update(inspections).set({ archived: true }).where(eq(inspections.id, started.id));
    expect(await totalOf(ws.admin, ofTemplate)).toBe(before);
  });

  it('an inspector’s own total follows a collaborator added to another’s inspection', async () => {
    const helper = await t.member(ws, { permissions: [] });
    const own = await totalOf(helper, {});
    const admins = await startTestInspection(ws.admin, tpl.id);
    expect(await totalOf(helper, {})).toBe(own);
    const added = await ws.admin.request('PUT', `/api/inspections/${admins.id}/collaborators`, {
      user_ids: [helper.userId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await totalOf(helper, {})).toBe(own + 1);
  });
});

describe('the list page in one statement (ADR 221)', () => {
  it('shows each inspection’s template, asset, conductor and collaborators as its detail does', async () => {
    const [type] = await t.db
      .insert(assetTypes)
      .values({ orgId: ws.orgId, name: 'Crane' })
      .returning({ id: assetTypes.id });
    const [asset] = await t.db
      .insert(assets)
      .values({ orgId: ws.orgId, assetId: 'CR-1', displayName: 'Crane one', typeId: type?.id ?? '' })
      .returning({ id: assets.id });
    const helper = await t.member(ws, { permissions: [] });
    const second = await t.member(ws, { permissions: [] });
    const started = await startTestInspection(ws.admin, tpl.id, { asset_id: asset?.id });
    const added = await ws.admin.request('PUT', `/api/inspections/${started.id}/collaborators`, {
      user_ids: [helper.userId, second.userId],
    });
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await ws.admin.request('GET', '/api/inspections')).json().list as Inspection[];
    const row = listed.find((i) => i.id === started.id);
    const detail = (await ws.admin.request('GET', `/api/inspections/${started.id}`)).json()
      .data as Inspection;
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(row?.asset).toEqual({ id: asset?.id, asset_id: 'CR-1', display_name: 'Crane one' });
    expect(row?.template).toEqual(detail.template);
    expect(row?.conducted_by).toEqual(detail.conducted_by);
    expect(row?.conducted_by.name).not.toBe('');
    expect(row?.site).toBeNull();
    expect([...(row?.collaborators ?? [])].sort(byId)).toEqual([...detail.collaborators].sort(byId));
    expect(row?.collaborators).toHaveLength(2);
    expect({ ...row, collaborators: [] }).toEqual({
      ...Object.fromEntries(Object.keys(row ?? {}).map((k) => [k, detail[k as keyof Inspection]])),
      collaborators: [],
    });
  });
});

describe('inspection media', () => {
  it('stores an upload once per client id, lets media changes name only its files, serves it and deletes it with the inspection', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const fileId = randomUUID();
    const first = await uploadTo(
      inspector,
      inspection.id,
      { id: fileId, kind: 'photo' },
      'leak.png',
      testFiles.png(),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ id: fileId, name: 'leak.png', mime: 'image/png' });
    const retry = await uploadTo(
      inspector,
      inspection.id,
      { id: fileId, kind: 'photo' },
      'leak.png',
      testFiles.png(),
    );
    expect(retry.statusCode).toBe(200);
    const signature = await uploadTo(inspector, inspection.id, { kind: 'signature' }, 'sig.png', tinyPng());
    expect(signature.statusCode, signature.body).toBe(201);
    const tinyPhoto = await uploadTo(inspector, inspection.id, { kind: 'photo' }, 'small.png', tinyPng());
    expect(tinyPhoto.statusCode, 'a small photo is evidence too (ADR 194)').toBe(201);
    const badKind = await uploadTo(inspector, inspection.id, { kind: 'hologram' }, 'x.png', tinyPng());
    expect(badKind.json().data).toHaveProperty('kind');
    expect((await uploadTo(other.admin, inspection.id, {}, 'x.png', testFiles.png())).statusCode).toBe(404);
    const stranger = await t.member(ws, { permissions: [] });
    expect((await uploadTo(stranger, inspection.id, {}, 'x.png', testFiles.png())).statusCode).toBe(403);

    const media = (ids: string[]) => ({
      changes: [
        {
          change_id: randomUUID(),
          changed_at: new Date().toISOString(),
          kind: 'media',
          item_id: tpl.items.text.id,
          file_ids: ids,
        },
      ],
    });
    const unknown = await inspector.request(
      'POST',
      `/api/inspections/${inspection.id}/changes`,
      media([randomUUID()]),
    );
    expect(unknown.json().data).toHaveProperty('changes.0.file_ids');
    const linked = await inspector.request(
      'POST',
      `/api/inspections/${inspection.id}/changes`,
      media([fileId]),
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(
      linked.json().data.answers.find((a: { item_id: string }) => a.item_id === tpl.items.text.id).media,
    ).toEqual([{ id: fileId, name: 'leak.png', mime: 'image/png' }]);
    const served = await inspector.request('GET', `/api/inspections/${inspection.id}/media/${fileId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(
      (await other.admin.request('GET', `/api/inspections/${inspection.id}/media/${fileId}`)).statusCode,
    ).toBe(404);
    expect(
      (await stranger.request('GET', `/api/inspections/${inspection.id}/media/${fileId}`)).statusCode,
    ).toBe(403);

    await ws.admin.request('POST', '/api/inspections/bulk/delete', { ids: [inspection.id] });
    expect(
      (await inspector.request('GET', `/api/inspections/${inspection.id}/media/${fileId}`)).statusCode,
    ).toBe(404);
  });
  it('serves a photo resized to cover ?w=&h= for print (ADR 216), to its readers only', async () => {
    const inspection = await startTestInspection(inspector, tpl.id);
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadTo(inspector, inspection.id, { kind: 'photo' }, 'big.jpg', big);
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json().data.id as string;
    const url = `/api/inspections/${inspection.id}/media/${fileId}`;
    // The upload queued its print rendition (ADR 220): once made, a box it covers within a quarter is served it.
    await jobsDone(t.db, ws.orgId, 'inspection.print-copy');
    const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    expect(row).toMatchObject({ printWidth: PRINT_COPY_BOX.w, printHeight: PRINT_COPY_BOX.h });
    const sizeOf = async (query: string) => {
      const printed = await inspector.request('GET', `${url}?${query}`);
      expect(printed.statusCode).toBe(200);
      expect(printed.headers['content-type']).toBe('image/jpeg');
      const { width, height } = await sharp(printed.rawPayload).metadata();
      return [width, height];
    };
    expect(await sizeOf('w=320&h=240'), 'the stored copy').toEqual([400, 300]);
    expect(await sizeOf('w=160&h=120'), 'shrunk from the stored copy').toEqual([160, 120]);
    expect(await sizeOf('w=800&h=600'), 'larger than the copy: from the original').toEqual([800, 600]);
    const whole = await inspector.request('GET', `${url}?w=3200&h=2400`);
    expect(whole.rawPayload.equals(big), 'a box larger than the photo serves it as stored').toBe(true);
    expect((await inspector.request('GET', `${url}?w=320`)).statusCode).toBe(422);
    expect((await inspector.request('GET', `${url}?w=0&h=240`)).statusCode).toBe(422);
    expect((await other.admin.request('GET', `${url}?w=320&h=240`)).statusCode).toBe(404);
    // The later tests expect the inspector to hold no inspection of the template.
    await ws.admin.request('POST', '/api/inspections/bulk/delete', { ids: [inspection.id] });
    expect(await t.storage.stat(row!.printKey!), 'the rendition goes with the photo').toBeNull();
  });
});

describe('conduct access, templates to conduct and versions', () => {
  it('offers every member the published template until access is narrowed, then refuses others with 403', async () => {
    const listed = await inspector.request('GET', '/api/inspections/templates');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      { id: tpl.id, title: 'Forklift check', version: tpl.version, has_asset_question: false },
    ]);
    expect(
      (await inspector.request('GET', `/api/inspections/templates?asset_id=${randomUUID()}`)).json().data,
    ).toEqual([]);
    expect((await other.admin.request('GET', '/api/inspections/templates')).json().data).toEqual([]);
    expect((await inspector.request('GET', '/api/inspections/templates?asset_id=nope')).statusCode).toBe(422);

    const url = `/api/checklist/template/${tpl.id}/conduct-access`;
    expect((await inspector.request('GET', url)).json().data).toEqual({
      everyone: true,
      user_ids: [],
      group_ids: [],
    });
    const narrowed = { everyone: false, user_ids: [ws.admin.userId], group_ids: [] };
    expect((await inspector.request('PUT', url, narrowed)).statusCode).toBe(403);
    expect((await ws.admin.request('PUT', url, { everyone: 'no' })).statusCode).toBe(422);
    expect((await other.admin.request('PUT', url, narrowed)).statusCode).toBe(404);
    expect((await t.anonymous('PUT', url, narrowed)).statusCode).toBe(401);
    const saved = await ws.admin.request('PUT', url, narrowed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await inspector.request('GET', '/api/inspections/templates')).json().data).toEqual([]);
    const refused = await inspector.request('POST', '/api/inspections', {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'UTC',
    });
    expect(refused.statusCode).toBe(403);

    const version = `/api/inspections/template-versions/${tpl.id}/${tpl.version}`;
    expect((await inspector.request('GET', version)).statusCode).toBe(403);
    const doc = await ws.admin.request('GET', version);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['cache-control']).toContain('immutable');
    expect(doc.json().data.items.some((i: { id: string }) => i.id === tpl.items.yesno.id)).toBe(true);
    expect((await other.admin.request('GET', version)).statusCode).toBe(404);
    expect(
      (await ws.admin.request('GET', `/api/inspections/template-versions/${tpl.id}/99`)).statusCode,
    ).toBe(404);
    expect((await ws.admin.request('GET', `/api/inspections/template-versions/${tpl.id}/x`)).statusCode).toBe(
      422,
    );
    await ws.admin.request('PUT', url, { everyone: true, user_ids: [], group_ids: [] });
  });
});
