import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, importReports } from '../../db/schema';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { createLocalStorage } from '../../platform/storage';
import { createAdminTestApp, type AdminTestApp } from '../users/admin-test-app';
import type { ImportTargetAdapter } from './import-target';
import { assetRows, csvText, makeAssetType } from './import-test-kit';
import { runImport, scanSheet } from './imports.service';
import type { ReceivedImport } from './receive-import';
import { assetImportTarget } from './targets/asset-import-target';

let t: AdminTestApp;
let actor: Actor;
let dir: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  const ws = await t.workspace();
  actor = { orgId: ws.orgId, userId: ws.admin.userId };
  dir = await mkdtemp(join(tmpdir(), 'imports-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('runImport', () => {
  it('leaves nothing written when the server fails after earlier batches were inserted', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const path = join(dir, 'pumps.csv');
    await writeFile(path, csvText(['id', 'name', 'serial', 'weight'], assetRows(2500)));
    const file: ReceivedImport = {
      path,
      fileName: 'pumps.csv',
      format: { kind: 'csv', encoding: 'utf-8' },
      fields: {},
      dispose: async () => undefined,
    };
    let batches = 0;
    const failing: ImportTargetAdapter = {
      ...assetImportTarget,
      insertBatch: async (...args) => {
        batches += 1;
        if (batches === 2) throw new Error('connection lost');
        return assetImportTarget.insertBatch(...args);
      },
    };
    const progress: number[] = [];
    const storage = createLocalStorage({ root: join(dir, 'files') });
    const run = runImport(
      { db: t.db, storage },
      {
        actor,
        lang: 'en',
        adapter: failing,
        targetId: typeId,
        file,
        columns: [
          { id: 'asset_id', index: 0 },
          { id: 'display_name', index: 1 },
          { id: 'fields.serial', index: 2 },
        ],
        scan: await scanSheet(file),
        onProgress: (done) => progress.push(done),
      },
      (id) => id,
    );
    await expect(run).rejects.toThrow('connection lost');
    expect(progress).toEqual([1000]);
    const [written, reports] = await withTenant(t.db, actor, async (tx) => [
      await tx.select({ n: count() }).from(assets).where(eq(assets.typeId, typeId)),
      await tx.select({ n: count() }).from(importReports).where(eq(importReports.targetId, typeId)),
    ]);
    expect(Number(written[0]?.n)).toBe(0);
    expect(Number(reports[0]?.n)).toBe(0);
  });
});
