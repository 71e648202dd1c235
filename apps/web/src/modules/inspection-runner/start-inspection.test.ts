import 'fake-indexeddb/auto';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { RunnerDb } from './local/runner-db';
import { cacheTemplateVersion } from './local/template-cache';
import { startInspectionLocally } from './start-inspection';

const TEMPLATE = '00000000-0000-4000-8000-0000000000f2';
const ASSET = '00000000-0000-4000-8000-0000000000a2';
let db: RunnerDb;

afterEach(async () => {
  await db.delete();
});

const stored = templateDocumentSchema.parse({
  template_id: TEMPLATE,
  items: [
    { id: 'start', type: 'start_page', depth: 0, parent_id: null, title: 'Start' },
    { id: 'which', type: 'asset', depth: 1, parent_id: 'start', title: 'Forklift' },
    { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
  ],
});

describe('starting an inspection for an asset on this device', () => {
  it('holds the asset answer at once, offline, without a change of its own', async () => {
    db = new RunnerDb(`start-${crypto.randomUUID()}`);
    await cacheTemplateVersion(db, TEMPLATE, 4, stored);
    const id = await startInspectionLocally(TEMPLATE, 4, { db, asset_id: ASSET, timezone: 'UTC' });
    const answers = await db.answers.where('inspection_id').equals(id).toArray();
    expect(answers.map((a) => [a.item_id, a.value, a.changed])).toEqual([['which', ASSET, {}]]);
    expect((await db.outbox.toArray()).map((o) => o.payload.type)).toEqual(['start']);
  });

  it('leaves the answer to the server when the version is not on the device yet', async () => {
    db = new RunnerDb(`start-${crypto.randomUUID()}`);
    const id = await startInspectionLocally(TEMPLATE, 5, { db, asset_id: ASSET, timezone: 'UTC' });
    expect(await db.answers.where('inspection_id').equals(id).count()).toBe(0);
  });
});
