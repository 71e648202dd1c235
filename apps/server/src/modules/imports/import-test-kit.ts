import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { CustomFieldEntry, ImportEvent } from '@fieldbook/domain';
import { assetTypes, globalLists } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { multipartBody } from '../templates/template-test-kit';

/** Custom fields of the test asset type: a required text and a decimal with two places. */
export const TEST_TYPE_FIELDS: CustomFieldEntry[] = [
  { key: 'g1', name: 'General', parent_id: null },
  {
    key: 'serial',
    name: 'Serial number',
    description: null,
    field_type: 'text',
    is_required: true,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id: 'g1',
  },
  {
    key: 'weight',
    name: 'Weight',
    description: null,
    field_type: 'decimal',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: { max_digits: 5, decimals: 2 },
    parent_id: 'g1',
  },
];

/** Creates an asset type with the test fields and answers its id. */
export async function makeAssetType(db: Db, actor: Actor, name = `Pump ${randomUUID()}`): Promise<string> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx
      .insert(assetTypes)
      .values({ orgId: actor.orgId ?? '', name, fields: TEST_TYPE_FIELDS })
      .returning({ id: assetTypes.id });
    return row?.id ?? '';
  });
}

/** Creates a global list with the test fields and answers its id. */
export async function makeGlobalList(db: Db, actor: Actor): Promise<string> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx
      .insert(globalLists)
      .values({ orgId: actor.orgId ?? '', name: `Parts ${randomUUID()}`, fields: TEST_TYPE_FIELDS })
      .returning({ id: globalLists.id });
    return row?.id ?? '';
  });
}

/** Rows of a valid asset file: id, name, serial, weight (enough rows to pass the 10 KB minimum). */
export function assetRows(count: number, prefix = 'A'): string[][] {
  return Array.from({ length: count }, (_, i) => [
    `${prefix}-${i + 1}`,
    `Pump number ${i + 1} in the north hall`,
    `SN-${100000 + i}`,
    `${(i % 100) + 0.25}`,
  ]);
}

/** A CSV text of a header and rows, quoting every cell. */
export function csvText(header: string[], rows: string[][], delimiter = ','): string {
  const line = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(delimiter);
  return `${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** An XLSX workbook of a header and rows. */
export async function xlsxBytes(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Assets').addRows([header, ...rows]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The multipart body of an import call. */
export function importBody(fields: Record<string, string>, name: string, bytes: Buffer) {
  return multipartBody(fields, { name, bytes });
}

/** The JSON lines of a streamed import answer. */
export function importEvents(body: string): ImportEvent[] {
  return body
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as ImportEvent);
}
