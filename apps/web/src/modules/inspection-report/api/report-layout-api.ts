import {
  appliedReportLayoutResponseSchema,
  BUILT_IN_REPORT_LAYOUT,
  type AppliedReportLayout,
} from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** What a report follows when no layout could be read: the built-in one. */
export const BUILT_IN_APPLIED_LAYOUT: AppliedReportLayout = {
  ...BUILT_IN_REPORT_LAYOUT,
  id: null,
  updated_at: null,
};

/**
 * The layout that applies to an inspection's report (ADR 202): null while loading, the built-in layout when the
 * call fails, so a report always shows.
 */
export function useReportLayout(inspectionId: string): AppliedReportLayout | null {
  const layout = useQuery({
    queryKey: ['inspection-report', 'layout', inspectionId],
    queryFn: () =>
      api
        .get(`/inspections/${encodeURIComponent(inspectionId)}/report-layout`, {
          schema: appliedReportLayoutResponseSchema,
        })
        .then((answer) => answer.data),
    retry: false,
  });
  if (layout.isError) return BUILT_IN_APPLIED_LAYOUT;
  return layout.data ?? null;
}
