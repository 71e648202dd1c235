import type { ReportEmailRequest } from '@fieldbook/domain';
import { inspectionPdfStartedSchema } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** Sends the report's PDF by e-mail (ADR 206): the server queues a job; its answer's message is the toast. */
export function useSendReportEmail(inspectionId: string) {
  return useMutation({
    mutationFn: (body: ReportEmailRequest) =>
      api.post(`/inspections/${encodeURIComponent(inspectionId)}/pdf/email`, body, {
        schema: inspectionPdfStartedSchema,
      }),
  });
}
