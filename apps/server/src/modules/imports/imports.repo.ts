import { and, eq } from 'drizzle-orm';
import type { ImportTarget } from '@fieldbook/domain';
import { importReports } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';

/** The stored rejected-rows file of one import into the given kind of target (404 when there is none). */
export async function readRejectedRowsFile(
  tx: Tx,
  target: ImportTarget,
  id: string,
): Promise<{ key: string; fileName: string }> {
  const [row] = await tx
    .select({ key: importReports.rejectedKey, fileName: importReports.fileName })
    .from(importReports)
    .where(and(eq(importReports.id, id), eq(importReports.target, target)));
  if (!row?.key) throw errors.notFound();
  return { key: row.key, fileName: row.fileName };
}
