import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../platform/db/migrations-folder';
import { makeTemplate } from '../modules/templates/template-test-kit';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../modules/users/admin-test-app';

// Migration 0011 (ADR 184): image markers written before it carried a client's key and type. Its backfill is run
// again here over such documents, as they were left by earlier versions.

let t: AdminTestApp;
let a: TestWorkspace;
let b: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  a = await t.workspace({ plan: 'premium', name: 'Alpha' });
  b = await t.workspace({ plan: 'premium', name: 'Beta' });
});
afterAll(() => t.close());

/** The statements of migration 0011 from its backfill on (the table itself exists already). */
function backfillStatements(): string[] {
  const text = readFileSync(join(migrationsFolder(), '0011_uploaded_files.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  return statements.slice(statements.findIndex((s) => s.includes('NO FORCE ROW LEVEL SECURITY')));
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const legacy = (uuid: string, key: string, mime: string) => ({
  uuid,
  file: { key, url: `/api/x/${uuid}`, name: `${uuid}.png`, mime, size: 20480 },
  markers: [],
});

describe('migration 0011 backfill of image-marker files', () => {
  it('gives own keys a file row (image types kept, others a download) and drops keys it cannot prove', async () => {
    const own = await makeTemplate(a.admin);
    const foreign = await makeTemplate(b.admin);
    const key = (templateId: string, n: number) =>
      `templates/${templateId}/0${n}/0${n}345678-1234-4234-8234-123456789abc`;
    const markers = [
      legacy('png', key(own.id, 1), 'image/png'),
      legacy('html', key(own.id, 2), 'text/html'),
      legacy('stolen', key(foreign.id, 3), 'image/png'),
      { uuid: 'url', file: 'https://example.test/a.png', markers: [] },
      { uuid: 'none', file: null, markers: [] },
    ];
    await t.db.execute(
      sql`update templates set document = jsonb_set(document, '{image_markers}', ${JSON.stringify(markers)}::jsonb)
          where id = ${own.id}`,
    );
    for (const statement of backfillStatements()) await t.db.execute(sql.raw(statement));

    const files = await rows<{ id: string; storage_key: string; content_type: string; org_id: string }>(
      sql`select id, storage_key, content_type, org_id from uploaded_files where storage_key like 'templates/%'
          order by storage_key`,
    );
    expect(files.map((f) => [f.storage_key, f.content_type, f.org_id])).toEqual([
      [key(own.id, 1), 'image/png', a.orgId],
      [key(own.id, 2), 'application/octet-stream', a.orgId],
    ]);
    const read = await a.admin.request('GET', `/api/checklist/template/${own.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.image_markers.map((m: { file: unknown }) => m.file)).toEqual([
      { id: files[0]?.id, url: '/api/x/png', name: 'png.png' },
      { id: files[1]?.id, url: '/api/x/html', name: 'html.png' },
      null,
      null,
      null,
    ]);
    const forced = await rows<{ relname: string; relforcerowsecurity: boolean }>(
      sql`select relname, relforcerowsecurity from pg_class
          where relname in ('uploaded_files', 'templates', 'template_versions', 'file_entries', 'checklist_ratings')`,
    );
    expect(forced.every((r) => r.relforcerowsecurity)).toBe(true);
  });
});
