import { dataEnvelope, type AppliedReportLayout } from '@fieldbook/domain';
import { sharedReportSchema } from '@fieldbook/domain/inspections';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../shared/api/client';
import { openVersion, useBuiltReport, type LoadedReport, type MarkerImageUrl } from './report-api';

const sharedAnswer = dataEnvelope(sharedReportSchema);
const tokenPath = (token: string) => `/public/reports/${encodeURIComponent(token)}`;

/** Where a shared report's files are served: under the token, never the signed-in media call. */
export const sharedMediaUrl =
  (token: string) =>
  (_inspectionId: string, fileId: string): string =>
    `/api${tokenPath(token)}/media/${encodeURIComponent(fileId)}`;

/** Where a shared report (and the PDF printed from it) draws a marker image: only images it draws markers on. */
export const sharedMarkerImageUrl =
  (token: string): MarkerImageUrl =>
  (_doc, image) =>
    `/api${tokenPath(token)}/marker-images/${encodeURIComponent(image.file?.id ?? '')}`;

/** Where a shared report shows its layout's logo or cover (ADR 206): only images of the layout it follows. */
export const sharedLayoutImageUrl =
  (token: string) =>
  (fileId: string): string =>
    `/api${tokenPath(token)}/layout-images/${encodeURIComponent(fileId)}`;

/**
 * A report opened through a share link (ADR 201): one call answers the inspection, its version and the report layout
 * it follows (ADR 206) under the token; the report is then built exactly as the signed-in page builds it. A refused
 * token is a result, not an error page.
 */
export function useSharedReport(token: string): {
  report: LoadedReport | null;
  layout: AppliedReportLayout | null;
  failed: boolean;
} {
  const shared = useQuery({
    queryKey: ['shared-report', token],
    queryFn: () =>
      api.get(tokenPath(token), {
        schema: sharedAnswer,
        handleNotFound: false,
        handleUnauthenticated: false,
        quietErrors: true,
      }),
    retry: false,
  });
  const doc = useMemo(
    () => (shared.data ? openVersion(shared.data.template_version) : undefined),
    [shared.data],
  );
  const mediaUrl = useMemo(() => sharedMediaUrl(token), [token]);
  const markerImageUrl = useMemo(() => sharedMarkerImageUrl(token), [token]);
  const report = useBuiltReport(shared.data?.inspection, doc, mediaUrl, markerImageUrl);
  return { report, layout: shared.data?.layout ?? null, failed: shared.isError };
}
