import { dataEnvelope } from '@fieldbook/domain';
import {
  buildInspectionReport,
  inspectionDetailSchema,
  type InspectionDetail,
  type InspectionReportModel,
} from '@fieldbook/domain/inspections';
import {
  imageMarkerUrl,
  openTemplate,
  type ImageMarker,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { api } from '../../../shared/api/client';

const detailAnswer = dataEnvelope(inspectionDetailSchema);
const documentAnswer = dataEnvelope(z.unknown());
/** Kept stable so the opened document (and the report built from it) is made once per load, not per render. */
export const openVersion = (stored: unknown): TemplateDocument => openTemplate(stored as TemplateDocument);

/** Where a file of an inspection is served (photos, signatures, attachments). */
export const inspectionMediaUrl = (inspectionId: string, fileId: string): string =>
  `/api/inspections/${encodeURIComponent(inspectionId)}/media/${encodeURIComponent(fileId)}`;

/** Where the image an inspector placed markers on is fetched from (ADR 207): the template's, or a share link's. */
export type MarkerImageUrl = (doc: TemplateDocument, image: ImageMarker) => string;

/** A signed-in reader reads the marker image through the template's own file call. */
export const memberMarkerImageUrl: MarkerImageUrl = (doc, image) =>
  image.file?.url ?? imageMarkerUrl(doc.template_id, image.uuid);

/** Query key of one report (its detail); archive and restore reload it. */
export const reportKey = (id: string) => ['inspection-report', id] as const;

/** The report's data: the inspection with its merged answers, the pinned version opened for the rules engine, and
 * where its files are read (signed in or under a share link: the only difference between the two, ADR 201). */
export interface LoadedReport {
  inspection: InspectionDetail;
  doc: TemplateDocument;
  model: InspectionReportModel;
  mediaUrl: (inspectionId: string, fileId: string) => string;
  markerImageUrl: MarkerImageUrl;
}

/** Builds the report once both parts are loaded, with the domain's one rules engine (memoised per load). */
export function useBuiltReport(
  inspection: InspectionDetail | undefined,
  doc: TemplateDocument | undefined,
  mediaUrl: LoadedReport['mediaUrl'],
  markerImageUrl: MarkerImageUrl = memberMarkerImageUrl,
): LoadedReport | null {
  return useMemo(
    () =>
      inspection && doc
        ? {
            inspection,
            doc,
            model: buildInspectionReport(doc, inspection.answers, inspection.instances),
            mediaUrl,
            markerImageUrl,
          }
        : null,
    [inspection, doc, mediaUrl, markerImageUrl],
  );
}

/**
 * Loads an inspection and its pinned template version (immutable, so cached for good) and builds the report with
 * the domain's one rules engine. The two calls are the runner's; no report endpoint repeats them (ADR 199).
 */
export function useInspectionReport(id: string): { report: LoadedReport | null; failed: boolean } {
  const detail = useQuery({
    queryKey: reportKey(id),
    queryFn: () => api.get(`/inspections/${encodeURIComponent(id)}`, { schema: detailAnswer }),
  });
  const pin = detail.data ? `${detail.data.template.id}/${detail.data.template.version}` : null;
  const version = useQuery({
    queryKey: ['inspection-report', 'version', pin],
    queryFn: () => api.get(`/inspections/template-versions/${pin}`, { schema: documentAnswer }),
    select: openVersion,
    enabled: pin !== null,
    staleTime: Infinity,
  });
  const report = useBuiltReport(detail.data, version.data, inspectionMediaUrl);
  return { report, failed: detail.isError || version.isError };
}
