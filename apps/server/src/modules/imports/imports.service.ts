import {
  suggestMapping,
  type ImportColumn,
  type ImportField,
  type ImportPreview,
  type ImportResult,
  type Language,
} from '@fieldbook/domain';
import { importReports } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import type { ImportRowInput, ImportTargetAdapter } from './import-target';
import { readSheetRows } from './read-sheet';
import type { ReceivedImport } from './receive-import';
import { RejectedRowsReport } from './rejected-rows-report';
import { SheetLimitError, sheetLimitMessage } from '../../platform/spreadsheets/sheet-limits';
import { MalformedSheetError, type SheetRow } from '../../platform/spreadsheets/sheet-rows';

const PREVIEW_ROWS = 5;
/** Rows per insert: large enough to amortise round trips, small enough to keep memory flat (ADR 141). */
export const IMPORT_BATCH_ROWS = 1000;

/** What one pass over a file found: the header row, the first data rows and how many data rows there are. */
export interface SheetScan {
  headers: string[];
  firstRows: string[][];
  rowCount: number;
}

/** A file that cannot be read, or that passes a reading bound (ADR 185), as a 422 on `file`. */
function unreadable(error: unknown): never {
  if (error instanceof MalformedSheetError) {
    throw errors.validation({ file: { key: 'imports.file_malformed', params: { line: error.line } } });
  }
  if (error instanceof SheetLimitError) throw errors.validation({ file: sheetLimitMessage(error) });
  throw error;
}

/** Reads the whole file once, streaming, so a malformed file is refused before anything is written. */
export async function scanSheet(file: ReceivedImport): Promise<SheetScan> {
  let headers: string[] | null = null;
  const firstRows: string[][] = [];
  let rowCount = 0;
  try {
    for await (const batch of readSheetRows(file.path, file.format)) {
      for (const row of batch) {
        if (headers === null) headers = row.cells.map((c) => c.trim());
        else {
          if (firstRows.length < PREVIEW_ROWS) firstRows.push(row.cells);
          rowCount += 1;
        }
      }
    }
  } catch (error) {
    unreadable(error);
  }
  if (headers === null || rowCount === 0) throw errors.validation({ file: { key: 'imports.file_empty' } });
  return { headers, firstRows, rowCount };
}

/** The preview of the wizard's step 2: headers, first rows, the target's fields and a suggested mapping. */
export async function previewImport(
  deps: ImportDeps,
  actor: Actor,
  lang: Language,
  adapter: ImportTargetAdapter,
  targetId: string,
  file: ReceivedImport,
): Promise<ImportPreview> {
  const fields = await withTenant(deps.db, actor, (tx) => adapter.fields(tx, targetId, lang));
  const scan = await scanSheet(file);
  return {
    file_name: file.fileName,
    headers: scan.headers,
    rows: scan.firstRows,
    row_count: scan.rowCount,
    fields,
    suggested: suggestMapping(scan.headers, fields),
  };
}

/** Refuses a mapping naming unknown fields or columns outside the file, or leaving a required field unmapped. */
export function checkColumns(columns: ImportColumn[], headers: string[], fields: ImportField[]): void {
  const problems: Record<string, FieldMessage> = {};
  const known = new Set(fields.map((f) => f.id));
  columns.forEach((c, i) => {
    if (!known.has(c.id)) problems[`columns.${i}.id`] = { key: 'imports.column_unknown_field' };
    else if (c.index >= headers.length)
      problems[`columns.${i}.index`] = { key: 'imports.column_not_in_file' };
  });
  const mapped = new Set(columns.map((c) => c.id));
  for (const f of fields) {
    if (f.required && !mapped.has(f.id)) problems[`columns.${f.id}`] = { key: 'imports.column_required' };
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
}

function mapRow(row: SheetRow, columns: ImportColumn[]): ImportRowInput {
  const values: Record<string, string> = {};
  for (const c of columns) values[c.id] = (row.cells[c.index] ?? '').trim();
  return { line: row.line, values };
}

/** The services an import run uses. */
export type ImportDeps = Pick<AppDeps, 'db' | 'storage'>;

/** Everything one import run needs besides the app's services. */
export interface ImportRun {
  actor: Actor;
  lang: Language;
  adapter: ImportTargetAdapter;
  targetId: string;
  file: ReceivedImport;
  columns: ImportColumn[];
  scan: SheetScan;
  /** Called after each batch with the data rows handled so far. */
  onProgress: (done: number, total: number) => void;
}

/** Streams the rows again in batches through the target's insert inside one transaction, reporting progress. */
async function importRows(deps: ImportDeps, run: ImportRun, report: RejectedRowsReport) {
  const { actor, adapter, targetId, columns, scan } = run;
  return withTenant(deps.db, actor, async (tx, audit) => {
    const fields = await adapter.fields(tx, targetId, run.lang);
    checkColumns(columns, scan.headers, fields);
    const names = new Map(fields.map((f) => [f.id, f.name]));
    let done = 0;
    let inserted = 0;
    let header = true;
    let pending: SheetRow[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const rows = pending.slice(0, IMPORT_BATCH_ROWS);
      pending = pending.slice(IMPORT_BATCH_ROWS);
      const outcome = await adapter.insertBatch(
        tx,
        actor,
        targetId,
        rows.map((r) => mapRow(r, columns)),
      );
      inserted += outcome.inserted;
      const byLine = new Map(rows.map((r) => [r.line, r]));
      for (const rejection of outcome.rejected) {
        const row = byLine.get(rejection.line);
        if (row) await report.add(row, rejection, names);
      }
      done += rows.length;
      run.onProgress(done, scan.rowCount);
    };
    try {
      for await (const batch of readSheetRows(run.file.path, run.file.format)) {
        for (const row of batch) {
          if (header) header = false;
          else pending.push(row);
        }
        while (pending.length >= IMPORT_BATCH_ROWS) await flush();
      }
    } catch (error) {
      unreadable(error);
    }
    while (pending.length > 0) await flush();
    const orgId = actor.orgId;
    if (!orgId) throw errors.workspaceNotFound();
    const key = await report.store(deps.storage, `imports/${orgId}`);
    const [saved] = await tx
      .insert(importReports)
      .values({
        orgId,
        target: adapter.target,
        targetId,
        fileName: run.file.fileName.slice(0, 255),
        total: done,
        inserted,
        rejected: report.count,
        rejectedKey: key,
        createdBy: actor.userId,
      })
      .returning({ id: importReports.id });
    await audit({
      ...adapter.activity,
      entityId: targetId,
      summary: { file_name: run.file.fileName, total: done, inserted, rejected: report.count },
    });
    return { id: saved?.id ?? '', total: done, inserted, rejected: report.count, key };
  });
}

/**
 * Imports a scanned file as one transaction: all valid rows or — on a malformed row, a server error or a refused
 * mapping — nothing. Rows refused for their values are counted and go to the downloadable report.
 */
export async function runImport(
  deps: ImportDeps,
  run: ImportRun,
  reportUrl: (id: string) => string,
): Promise<ImportResult> {
  const report = new RejectedRowsReport(run.scan.headers, run.lang);
  try {
    const outcome = await importRows(deps, run, report);
    return {
      id: outcome.id,
      total: outcome.total,
      inserted: outcome.inserted,
      rejected: outcome.rejected,
      rejected_rows_url: outcome.key ? reportUrl(outcome.id) : null,
    };
  } catch (error) {
    // The transaction rolled back: the stored report of rows that were never imported goes too.
    if (report.storedKey) await deps.storage.delete(report.storedKey).catch(() => undefined);
    throw error;
  } finally {
    await report.dispose();
  }
}
