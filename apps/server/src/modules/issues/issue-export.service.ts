import type { Readable } from 'node:stream';
import type { IssueExportFormat, IssueExportResult } from '@fieldbook/domain';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { findUploadedFile, recordUploadedFile, type ServedFile } from '../../platform/files';
import type { JobContext } from '../../platform/jobs/job-definition';
import { csvStream, xlsxStream } from '../../platform/spreadsheets/write-rows';
import { mediaOfIssues, type ExportMedia } from './issue-export-media';
import {
  countSelection,
  ISSUE_EXPORT_HEADER,
  issueExportBatches,
  issueExportRow,
  type ExportIssue,
  type IssueSelection,
} from './issue-export-rows';
import { zipWriter } from './issue-export-zip';

/** Storage prefix of a workspace's issue exports: the download matches a file's key against it. */
export const exportPrefix = (orgId: string) => `exports/${orgId}/issues`;

const CONTENT_TYPES: Record<IssueExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** What the export job holds: the format and the selection. */
export interface IssueExportData extends IssueSelection {
  format: IssueExportFormat;
}

/** Reads the media of a batch of issues (the ZIP's extra per batch). */
const batchMedia = (tx: Executor, batch: ExportIssue[]) =>
  mediaOfIssues(
    tx,
    batch.map((i) => i.id),
  );

/** Counts rows and files as they pass and reports progress between `from` and `to` percent, once per batch. */
function progress(context: JobContext, total: number, from: number, to: number) {
  const state = { rows: 0, files: 0 };
  return {
    state,
    async step(rows: number, label: string) {
      state.rows += rows;
      const share = total === 0 ? 1 : Math.min(1, state.rows / total);
      await context.report(from + (to - from) * share, `${label} ${state.rows} / ${total}`);
    },
  };
}

/** The selection's rows in batches (header first) for a CSV or XLSX, with the ZIP's `media` column when asked. */
async function* exportRows(
  context: JobContext,
  actor: Actor,
  data: IssueExportData,
  counter: ReturnType<typeof progress>,
  withMedia: boolean,
): AsyncGenerator<Iterable<readonly unknown[]>> {
  yield [withMedia ? [...ISSUE_EXPORT_HEADER, 'media'] : ISSUE_EXPORT_HEADER];
  const read = withMedia ? batchMedia : async () => [] as ExportMedia[];
  for await (const batch of issueExportBatches(context.db, actor, data, read)) {
    const paths = new Map<string, string[]>();
    for (const m of batch.extra) paths.set(m.issueId, [...(paths.get(m.issueId) ?? []), m.path]);
    yield (function* () {
      for (const issue of batch.issues) {
        const row = issueExportRow(issue);
        if (withMedia) row.push((paths.get(issue.id) ?? []).join('\n'));
        yield row;
      }
    })();
    await counter.step(batch.issues.length, 'rows');
  }
}

/**
 * The ZIP with media: first every selected issue's files read one by one through storage, then `issues.xlsx`
 * (whose `media` column names each file's path) in a second pass over the selection.
 */
async function fillZip(
  context: JobContext,
  actor: Actor,
  data: IssueExportData,
  total: number,
  zip: ReturnType<typeof zipWriter>,
): Promise<{ rows: number; files: number }> {
  const media = progress(context, total, 5, 70);
  for await (const batch of issueExportBatches(context.db, actor, data, batchMedia)) {
    for (const file of batch.extra)
      if (await zip.addObject(context.deps.storage, file.key, file.path)) media.state.files += 1;
    await media.step(batch.issues.length, 'media');
  }
  const rows = progress(context, total, 70, 95);
  await zip.addStream(xlsxStream(exportRows(context, actor, data, rows, true), 'issues'), 'issues.xlsx');
  await zip.finish();
  return { rows: rows.state.rows, files: media.state.files };
}

/** The export's bytes as a stream, and a promise of its counts once the stream has been written in full. */
function exportBody(context: JobContext, actor: Actor, data: IssueExportData, total: number) {
  if (data.format === 'zip') {
    const zip = zipWriter();
    const counts = fillZip(context, actor, data, total, zip).catch((error: unknown) => {
      zip.abort(error);
      throw error;
    });
    return { body: zip.stream, counts };
  }
  const counter = progress(context, total, 5, 95);
  const rows = exportRows(context, actor, data, counter, false);
  const body: Readable = data.format === 'xlsx' ? xlsxStream(rows, 'issues') : csvStream(rows);
  const counts = new Promise<{ rows: number; files: number }>((resolve, reject) => {
    body.once('end', () => resolve({ rows: counter.state.rows, files: 0 }));
    body.once('error', reject);
  });
  return { body, counts };
}

/**
 * The export job's work (ADR 212): streams the selected issues as CSV, XLSX or a ZIP with media into storage in
 * constant memory, records the file as the workspace's, and answers where to download it. A retry builds a new
 * file; a failure midway leaves nothing stored.
 */
export async function runIssueExport(context: JobContext, data: IssueExportData): Promise<IssueExportResult> {
  const { deps, orgId } = context;
  const actor = { orgId, userId: context.userId, ip: null, userAgent: null };
  const total = await countSelection(context.db, actor, data);
  await context.report(5, `0 / ${total}`);
  const { body, counts } = exportBody(context, actor, data, total);
  const [stored, counted] = await Promise.all([
    deps.storage.put(body, { prefix: exportPrefix(orgId), contentType: CONTENT_TYPES[data.format] }),
    counts,
  ]);
  const name = `issues-${new Date().toISOString().slice(0, 10)}.${data.format}`;
  const file = await withTenant(context.db, actor, (tx) =>
    recordUploadedFile(
      tx,
      actor,
      { key: stored.key, mime: CONTENT_TYPES[data.format], size: stored.size },
      name,
    ),
  ).catch(async (error: unknown) => {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
  await context.report(99, 'stored');
  return { file_id: file.id, name, size: stored.size, ...counted };
}

/** GET /issues/exports/{fileId}: an issue export of the caller's workspace; 404 for any other file. */
export function issueExportFile(db: Db, actor: Actor, fileId: string): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const file = await findUploadedFile(tx, fileId);
    if (!file?.storageKey.startsWith(`${exportPrefix(actor.orgId ?? '')}/`)) throw errors.notFound();
    return { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName };
  });
}
