import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import type { InspectionAnswer } from '@fieldbook/domain';
import Papa from 'papaparse';
import { testFiles } from '../../platform/uploads/test-files';
import { makeTemplate, multipartBody, saveBody } from '../templates/template-test-kit';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import { inspectionsFixture, startTestInspection, type TestTemplate } from './inspections-test-kit';

let t: AdminTestApp;
let premium: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
let marked: { templateId: string; itemId: string; imageFileId: string };
beforeAll(async () => {
  ({ t, tpl, inspector } = await inspectionsFixture());
  // Image markers are a Premium feature of the builder.
  premium = await t.workspace({ plan: 'premium', name: 'Premium' });
  marked = await publishMarkedTemplate(premium.admin);
});
afterAll(() => t.close());

/** A published template with one text question carrying an uploaded image marker (ADR 207). */
async function publishMarkedTemplate(
  admin: Client,
): Promise<{ templateId: string; itemId: string; imageFileId: string }> {
  const made = await makeTemplate(admin, 'Body damage');
  const imageId = randomUUID();
  const form = multipartBody({ uuid: imageId, markers: '[]' }, { name: 'van.png', bytes: testFiles.png() });
  const uploaded = await admin.request(
    'POST',
    `/api/checklist/template/${made.id}/image-marker/new`,
    form.body,
    form.options,
  );
  if (uploaded.statusCode !== 201) throw new Error(`image: ${uploaded.statusCode} ${uploaded.body}`);
  const draft = (await admin.request('GET', `/api/checklist/template/${made.id}`)).json()
    .data as TemplateDocument;
  const page = draft.items[0]!;
  const question = createItem('textAnswer', {
    depth: 1,
    parent_id: page.id,
    title: 'Mark the dents',
    options: { image_marker_id: imageId },
  });
  const doc: TemplateDocument = { ...draft, items: [page, question, ...draft.items.slice(1)] };
  const saved = await admin.request('POST', `/api/checklist/template/${made.id}`, saveBody(doc));
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const published = await admin.request('POST', `/api/checklist/template/${made.id}/publish`, {
    revision: saved.json().data.revision,
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return { templateId: made.id, itemId: question.id, imageFileId: uploaded.json().data.file.id as string };
}

const markersChange = (itemId: string, markers: unknown, changedAt = new Date().toISOString()) => ({
  change_id: randomUUID(),
  changed_at: changedAt,
  kind: 'markers',
  item_id: itemId,
  instance: 0,
  markers,
});

const send = (client: Client, id: string, changes: unknown[]) =>
  client.request('POST', `/api/inspections/${id}/changes`, { changes });

const markersOf = async (client: Client, id: string, itemId: string) =>
  ((await client.request('GET', `/api/inspections/${id}`)).json().data.answers as InspectionAnswer[]).find(
    (a) => a.item_id === itemId,
  );

describe('the markers answer part (ADR 207)', () => {
  it('stores the markers; a later change wins and the older list stays in the history', async () => {
    const marker = premium.admin;
    const ins = await startTestInspection(marker, marked.templateId);
    const first = [
      { x: 0.25, y: 0.5, label: 'Dent' },
      { x: 1, y: 0 },
    ];
    const ok = await send(marker, ins.id, [markersChange(marked.itemId, first, '2026-03-01T10:00:00Z')]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await markersOf(marker, ins.id, marked.itemId))?.markers).toEqual(first);

    const later = [{ x: 0.75, y: 0.75 }];
    const older = [{ x: 0.1, y: 0.1, label: 'Too late' }];
    await send(marker, ins.id, [markersChange(marked.itemId, later, '2026-03-01T10:05:00Z')]);
    await send(marker, ins.id, [markersChange(marked.itemId, older, '2026-03-01T10:01:00Z')]);
    const answer = await markersOf(marker, ins.id, marked.itemId);
    expect(answer?.markers).toEqual(later);
    expect(answer?.value).toBeNull();
    expect(answer?.history.filter((h) => h.part === 'markers').map((h) => h.value)).toEqual([first, older]);
  });

  it('refuses coordinates outside the image and items without an image marker with 422, writing nothing', async () => {
    const ins = await startTestInspection(premium.admin, marked.templateId);
    const outside = await send(premium.admin, ins.id, [
      markersChange(marked.itemId, [{ x: 0.5, y: 0.5 }]),
      markersChange(marked.itemId, [{ x: 1.2, y: 0.5 }]),
    ]);
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().data).some((k) => k.startsWith('changes.1.markers'))).toBe(true);
    expect(await markersOf(premium.admin, ins.id, marked.itemId)).toBeUndefined();

    const plain = await startTestInspection(inspector, tpl.id);
    const noImage = await send(inspector, plain.id, [markersChange(tpl.items.text.id, [{ x: 0.5, y: 0.5 }])]);
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().data).toHaveProperty(['changes.0.markers']);
    expect(await markersOf(inspector, plain.id, tpl.items.text.id)).toBeUndefined();
  });

  it('the answer export writes the markers, and a share link serves the image they are drawn on and no other', async () => {
    const marker = premium.admin;
    const ins = await startTestInspection(marker, marked.templateId);
    const placed = [
      { x: 0.25, y: 0.5, label: 'Dent' },
      { x: 0.5, y: 0.5 },
    ];
    expect((await send(marker, ins.id, [markersChange(marked.itemId, placed)])).statusCode).toBe(200);

    const csv = await marker.request('GET', '/api/inspections/export?format=csv&rows=answers');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.find((r) => r.item_id === marked.itemId && r.inspection_id === ins.id)?.markers).toBe(
      '1 Dent; 2',
    );

    const link = await marker.request('POST', `/api/inspections/${ins.id}/share-links`, {});
    expect(link.statusCode, link.body).toBe(201);
    const token = link.json().data.token as string;
    const image = (fileId: string) =>
      t.anonymous('GET', `/api/public/reports/${token}/marker-images/${fileId}`);
    const served = await image(marked.imageFileId);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await image(randomUUID())).statusCode).toBe(404);
    // Once the markers are removed the report draws no image: the next fetch through the link is refused.
    expect((await send(marker, ins.id, [markersChange(marked.itemId, [])])).statusCode).toBe(200);
    expect((await image(marked.imageFileId)).statusCode).toBe(404);

    const unmarked = await startTestInspection(marker, marked.templateId);
    const plainLink = await marker.request('POST', `/api/inspections/${unmarked.id}/share-links`, {});
    const plainToken = plainLink.json().data.token as string;
    const notDrawn = await t.anonymous(
      'GET',
      `/api/public/reports/${plainToken}/marker-images/${marked.imageFileId}`,
    );
    expect(notDrawn.statusCode).toBe(404);
  });
});
