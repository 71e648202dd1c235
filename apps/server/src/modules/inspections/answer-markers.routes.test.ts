import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import type { InspectionAnswer } from '@fieldbook/domain';
import { makeTemplate, saveBody } from '../templates/template-test-kit';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import { inspectionsFixture, startTestInspection, type TestTemplate } from './inspections-test-kit';

let t: AdminTestApp;
let premium: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
let marked: { templateId: string; itemId: string };
beforeAll(async () => {
  ({ t, tpl, inspector } = await inspectionsFixture());
  // Image markers are a Premium feature of the builder.
  premium = await t.workspace({ plan: 'premium', name: 'Premium' });
  marked = await publishMarkedTemplate(premium.admin);
});
afterAll(() => t.close());

/** A published template with one text question carrying an image marker (ADR 207). */
async function publishMarkedTemplate(admin: Client): Promise<{ templateId: string; itemId: string }> {
  const made = await makeTemplate(admin, 'Body damage');
  const page = made.doc.items[0]!;
  const imageId = randomUUID();
  const question = createItem('textAnswer', {
    depth: 1,
    parent_id: page.id,
    title: 'Mark the dents',
    options: { image_marker_id: imageId },
  });
  const doc: TemplateDocument = {
    ...made.doc,
    items: [page, question, ...made.doc.items.slice(1)],
    image_markers: [{ uuid: imageId, file: null }],
  };
  const saved = await admin.request('POST', `/api/checklist/template/${made.id}`, saveBody(doc));
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const published = await admin.request('POST', `/api/checklist/template/${made.id}/publish`, {
    revision: saved.json().data.revision,
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return { templateId: made.id, itemId: question.id };
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
});
