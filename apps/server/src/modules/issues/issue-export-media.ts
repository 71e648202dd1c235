import { and, asc, eq, inArray } from 'drizzle-orm';
import { issueFiles, uploadedFiles } from '../../db/schema';
import type { Executor } from '../../platform/db/client';

/** One photo or file of an issue as the ZIP holds it: where it is stored and its path inside the ZIP. */
export interface ExportMedia {
  issueId: string;
  key: string;
  path: string;
}

/** A file name safe in a ZIP on every system: no separators, control or reserved characters, bounded length. */
function safeName(name: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
      .trim()
      .slice(-120) || 'file'
  );
}

/** The ZIP path of an issue's file: one folder per issue, the file id keeping equal names apart. */
export function mediaPath(issueId: string, fileId: string, name: string): string {
  return `media/${issueId}/${fileId.slice(0, 8)}-${safeName(name)}`;
}

/**
 * The photos and files of these issues — uploaded to the issue, attached to a timeline comment, or copied from
 * the inspection item it was raised from (all are issue files) — oldest first per issue.
 */
export async function mediaOfIssues(tx: Executor, issueIds: readonly string[]): Promise<ExportMedia[]> {
  if (issueIds.length === 0) return [];
  const rows = await tx
    .select({
      issueId: issueFiles.issueId,
      fileId: uploadedFiles.id,
      key: uploadedFiles.storageKey,
      name: uploadedFiles.originalName,
    })
    .from(issueFiles)
    .innerJoin(
      uploadedFiles,
      and(eq(uploadedFiles.orgId, issueFiles.orgId), eq(uploadedFiles.id, issueFiles.fileId)),
    )
    .where(inArray(issueFiles.issueId, [...issueIds]))
    .orderBy(asc(issueFiles.issueId), asc(issueFiles.createdAt), asc(issueFiles.fileId));
  return rows.map((r) => ({ issueId: r.issueId, key: r.key, path: mediaPath(r.issueId, r.fileId, r.name) }));
}
