import {
  inspectionPdfResultSchema,
  inspectionPdfStartedSchema,
  jobStatusResponseSchema,
  type InspectionPdfResult,
  type JobStatus,
  type ReportPaper,
} from '@fieldbook/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client';

/** How often a running PDF job is asked for its progress. */
const POLL_MS = 700;

/** Where a printed PDF of the inspection is downloaded. */
export const inspectionPdfUrl = (inspectionId: string, fileId: string): string =>
  `/api/inspections/${encodeURIComponent(inspectionId)}/pdf/${encodeURIComponent(fileId)}`;

/** The finished job's file, or null while it runs; throws when the job failed or answered no file. */
export function pdfJobOutcome(job: JobStatus): InspectionPdfResult | null {
  if (job.state === 'failed') throw new Error(job.error ?? 'failed');
  if (job.state !== 'completed') return null;
  return inspectionPdfResultSchema.parse(job.result);
}

/** Saves a file the server sends as an attachment, as a link click would. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** What the Export PDF button shows: idle, the job's progress (0–100), or a failure. */
export type PdfExportState = { phase: 'idle' } | { phase: 'running'; progress: number } | { phase: 'failed' };

/**
 * Starts the report's PDF job (ADR 203), polls GET /jobs/{id} for its progress and downloads the file when it is
 * done. Leaving the page stops the polling; the job itself runs on and its file stays in storage.
 */
export function useReportPdf(inspectionId: string): {
  state: PdfExportState;
  start(paper?: ReportPaper): void;
} {
  const [state, setState] = useState<PdfExportState>({ phase: 'idle' });
  const stopped = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stopped.current = controller;
    return () => controller.abort();
  }, []);

  const start = useCallback(
    (paper: ReportPaper = 'A4') => {
      const { signal } = stopped.current;
      const run = async () => {
        setState({ phase: 'running', progress: 0 });
        const started = await api.post(
          `/inspections/${encodeURIComponent(inspectionId)}/pdf`,
          { paper },
          { schema: inspectionPdfStartedSchema, silent: true },
        );
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (signal.aborted) return;
          const { data: job } = await api.get(`/jobs/${started.data.job_id}`, {
            schema: jobStatusResponseSchema,
            silent: true,
          });
          const file = pdfJobOutcome(job);
          if (file) {
            download(inspectionPdfUrl(inspectionId, file.file_id));
            setState({ phase: 'idle' });
            return;
          }
          setState({ phase: 'running', progress: job.progress });
        }
      };
      run().catch(() => {
        if (!signal.aborted) setState({ phase: 'failed' });
      });
    },
    [inspectionId],
  );
  return { state, start };
}
