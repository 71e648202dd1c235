import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import Papa from 'papaparse';
import type { Language } from '@fieldbook/domain';
import { translate } from '../../platform/i18n/i18n';
import type { Storage } from '../../platform/storage';
import type { RowRejection } from './import-target';
import type { SheetRow } from '../../platform/spreadsheets/sheet-rows';

/**
 * The downloadable CSV of rejected rows: row number, the row's original cells under the file's own headers, and
 * the reasons in the importer's language. It grows in a temporary file (never in memory) and is stored at the end.
 */
export class RejectedRowsReport {
  private readonly path = join(tmpdir(), 'fieldbook-imports', `${randomUUID()}.rejected.csv`);
  private out: WriteStream | null = null;
  count = 0;
  storedKey: string | null = null;

  constructor(
    private readonly headers: string[],
    private readonly lang: Language,
  ) {}

  private async write(cells: string[]): Promise<void> {
    if (!this.out) {
      this.out = createWriteStream(this.path);
      this.out.write('\uFEFF');
      await this.write([
        translate(this.lang, 'imports.report_row'),
        ...this.headers,
        translate(this.lang, 'imports.report_reasons'),
      ]);
    }
    if (!this.out.write(`${Papa.unparse([cells], { escapeFormulae: true })}\r\n`))
      await once(this.out, 'drain');
  }

  /** Adds one refused row with its reasons ("Field: message; …"). */
  async add(row: SheetRow, rejection: RowRejection, fieldNames: ReadonlyMap<string, string>): Promise<void> {
    this.count += 1;
    const reasons = rejection.reasons
      .map(
        (r) =>
          `${fieldNames.get(r.field) ?? r.field}: ${translate(this.lang, r.message.key, r.message.params)}`,
      )
      .join('; ');
    const cells = this.headers.map((_, i) => row.cells[i] ?? '');
    await this.write([String(row.line), ...cells, reasons]);
  }

  /** Stores the report and answers its storage key, or null when no row was rejected. */
  async store(storage: Storage, prefix: string): Promise<string | null> {
    if (!this.out) return null;
    this.out.end();
    await once(this.out, 'close');
    const stored = await storage.put(createReadStream(this.path), { prefix, contentType: 'text/csv' });
    this.storedKey = stored.key;
    return stored.key;
  }

  /** Removes the temporary file. */
  async dispose(): Promise<void> {
    this.out?.destroy();
    await rm(this.path, { force: true });
  }
}
