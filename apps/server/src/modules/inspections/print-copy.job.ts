import { z } from 'zod';
import { storePrintCopy } from '../../platform/files';
import { defineJob } from '../../platform/jobs/job-definition';

/**
 * Makes an uploaded photo's print rendition once, long before its report is printed (ADR 220), so a print serves
 * stored copies instead of resizing a hundred originals. A photo without one is resized when printed, as before.
 */
export const printCopyJob = defineJob({
  name: 'inspection.print-copy',
  data: z.object({ fileId: z.string().uuid() }),
  retryLimit: 2,
  concurrency: 1,
  run: async ({ fileId }, { db, deps, orgId }) => {
    await storePrintCopy(db, deps.storage, { orgId, userId: null }, fileId);
    return { file_id: fileId };
  },
});
