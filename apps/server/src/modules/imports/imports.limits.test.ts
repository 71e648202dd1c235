import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { SHEET_LIMITS } from '../../platform/spreadsheets/sheet-limits';
import { sharedStringsBomb, xlsxFromParts } from '../../platform/spreadsheets/xlsx-test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { importBody, makeAssetType } from './import-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let actor: Actor;
let typeId: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  actor = { orgId: ws.orgId, userId: ws.admin.userId };
  typeId = await makeAssetType(t.db, actor);
});
afterAll(() => t.close());

const COLUMNS = JSON.stringify([
  { id: 'asset_id', index: 0 },
  { id: 'display_name', index: 1 },
  { id: 'fields.serial', index: 1 },
]);

function send(url: string, name: string, bytes: Buffer, lang = 'en') {
  const { body, options } = importBody({ type_id: typeId, columns: COLUMNS }, name, bytes);
  return ws.admin.request('POST', url, body, { headers: { ...options.headers, 'accept-language': lang } });
}

async function assetCount(): Promise<number> {
  return withTenant(t.db, actor, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(assets).where(eq(assets.typeId, typeId));
    return Number(row?.n ?? 0);
  });
}

describe('import files past the reading bounds (issue 17.3, ADR 185)', () => {
  it('refuses the shared-strings bomb with a localised 422', async () => {
    const bomb = sharedStringsBomb(SHEET_LIMITS.sharedStrings + 1);
    const preview = await send('/api/assets/bulk-import/preview', 'bomb.xlsx', bomb);
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(422);
    expect(preview.json().data.file).toBe(
      'The spreadsheet holds more than 1000000 different texts. Split it into smaller files. Nothing was imported.',
    );
    const french = await send('/api/assets/bulk-import/preview', 'bomb.xlsx', bomb, 'fr');
    expect(french.json().data.file).toBe(
      'Le classeur contient plus de 1000000 textes différents. Divisez-le en fichiers plus petits. Rien n’a été importé.',
    );
  });

  it('refuses a sheet past the row bound before writing anything', async () => {
    // The full rows bomb (a million small rows) is measured in bench/imports/bombs.ts; the bound is by row number.
    const past = SHEET_LIMITS.rows + 1;
    const rows = `<row r="1"><c r="A1" t="inlineStr"><is><t>Asset ID</t></is></c></row><row r="2"><c r="A2"><v>2</v></c></row><row r="${past}"><c r="A${past}"><v>3</v></c></row>`;
    const res = await send('/api/assets/bulk-import', 'rows.xlsx', xlsxFromParts(rows), 'de');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json().data.file).toBe(
      'Die Datei hat mehr als 1000000 Zeilen. Teilen Sie sie in kleinere Dateien auf. Es wurde nichts importiert.',
    );
    expect(await assetCount()).toBe(0);
  });

  it('refuses a CSV whose record passes the line bound, also inside quotes', async () => {
    const header = 'Asset ID,Name\r\n';
    const line = Buffer.from(`${header}A-1,${'x'.repeat(SHEET_LIMITS.lineChars + 1)}\r\n`);
    const quoted = Buffer.from(`${header}A-1,"${'y\r\n'.repeat(SHEET_LIMITS.lineChars / 2)}"\r\n`);
    for (const bytes of [line, quoted]) {
      const res = await send('/api/assets/bulk-import/preview', 'long.csv', bytes);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json().data.file).toBe(
        'A line of the file is longer than 131072 characters. Nothing was imported.',
      );
    }
  });
});
