import { and, eq, like, or } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { likeEscape } from '../../platform/db/like';

/** Storage prefix of an inspection's PDFs: downloads and deletion match a file's key against it (no link table). */
export const pdfPrefix = (orgId: string, inspectionId: string) => `reports/${orgId}/${inspectionId}`;

/** The stored PDFs of these inspections (ids and storage keys), in the transaction's workspace. */
export async function reportPdfFiles(
  tx: Executor,
  orgId: string,
  inspectionIds: readonly string[],
): Promise<{ id: string; key: string }[]> {
  if (inspectionIds.length === 0) return [];
  return tx
    .select({ id: uploadedFiles.id, key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.orgId, orgId),
        or(
          ...inspectionIds.map((id) =>
            like(uploadedFiles.storageKey, `${likeEscape(pdfPrefix(orgId, id))}/%`),
          ),
        ),
      ),
    );
}
