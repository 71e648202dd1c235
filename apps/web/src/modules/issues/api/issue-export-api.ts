import {
  issueExportResultSchema,
  issueExportStartedSchema,
  jobStatusResponseSchema,
  type IssueExportFormat,
  type IssueExportResult,
} from '@fieldbook/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/client';

/** How often a running export job is asked for its progress. */
const POLL_MS = 700;

/** What an export holds: the list's filter (the codec's string) or the selected issues. */
export interface IssueExportScope {
  filter?: string;
  ids?: string[];
}

/** Where a finished export is downloaded (the workspace's file, checked by the server). */
export const issueExportUrl = (fileId: string): string => `/api/issues/exports/${encodeURIComponent(fileId)}`;

/** The export control's state: idle, the job's progress (0–100), the file to download, or a failure. */
export type IssueExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: number }
  | { phase: 'ready'; file: IssueExportResult }
  | { phase: 'failed' };

/**
 * Starts an issue export job (ADR 212), polls it for progress, and offers the file when it is done. Leaving the
 * page stops the polling; the job runs on and its file stays with the workspace.
 */
export function useIssueExport(): {
  state: IssueExportState;
  start(format: IssueExportFormat, scope: IssueExportScope): void;
} {
  const [state, setState] = useState<IssueExportState>({ phase: 'idle' });
  const stopped = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stopped.current = controller;
    return () => controller.abort();
  }, []);
  const start = useCallback((format: IssueExportFormat, scope: IssueExportScope) => {
    const { signal } = stopped.current;
    const run = async () => {
      setState({ phase: 'running', progress: 0 });
      const started = await api.post(
        '/issues/export',
        { format, ...scope },
        { schema: issueExportStartedSchema },
      );
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (signal.aborted) return;
        const { data: job } = await api.get(`/jobs/${encodeURIComponent(started.data.job_id)}`, {
          schema: jobStatusResponseSchema,
          silent: true,
        });
        if (job.state === 'failed') throw new Error(job.error ?? 'failed');
        if (job.state === 'completed') {
          setState({ phase: 'ready', file: issueExportResultSchema.parse(job.result) });
          return;
        }
        setState({ phase: 'running', progress: job.progress });
      }
    };
    run().catch(() => {
      if (!signal.aborted) setState({ phase: 'failed' });
    });
  }, []);
  return { state, start };
}
