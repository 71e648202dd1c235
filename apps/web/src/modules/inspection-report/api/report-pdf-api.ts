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

/** The three calls of a PDF print: queue it, poll its job, download its file (API paths, without `/api`). */
export interface PdfSource {
  start: string;
  job(jobId: string): string;
  file(fileId: string): string;
  /** A share link's calls must not send the reader to sign-in or a not-found page (ADR 206). */
  anonymous: boolean;
}

/** A member's print of an inspection report (ADR 203). */
export const memberPdfSource = (inspectionId: string): PdfSource => ({
  start: `/inspections/${encodeURIComponent(inspectionId)}/pdf`,
  job: (jobId) => `/jobs/${encodeURIComponent(jobId)}`,
  file: (fileId) => inspectionPdfUrl(inspectionId, fileId).slice('/api'.length),
  anonymous: false,
});

/** A print asked for through a share link, under its token alone (ADR 206). */
export const sharedPdfSource = (token: string): PdfSource => {
  const base = `/public/reports/${encodeURIComponent(token)}/pdf`;
  return {
    start: base,
    job: (jobId) => `${base}/jobs/${encodeURIComponent(jobId)}`,
    file: (fileId) => `${base}/${encodeURIComponent(fileId)}`,
    anonymous: true,
  };
};

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
 * Starts the report's PDF job (ADR 203; a share link's, ADR 206), polls its job for progress and downloads the file
 * when it is done. Leaving the page stops the polling; the job itself runs on and its file stays in storage.
 */
export function useReportPdf(source: PdfSource): {
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
        const quiet = source.anonymous
          ? { silent: true, handleNotFound: false, handleUnauthenticated: false }
          : { silent: true };
        const started = await api.post(source.start, source.anonymous ? undefined : { paper }, {
          schema: inspectionPdfStartedSchema,
          ...quiet,
        });
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (signal.aborted) return;
          const { data: job } = await api.get(source.job(started.data.job_id), {
            schema: jobStatusResponseSchema,
            ...quiet,
          });
          const file = pdfJobOutcome(job);
          if (file) {
            download(`/api${source.file(file.file_id)}`);
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
    [source],
  );
  return { state, start };
}
