import type { AnswerMarker } from './answer-marker.schema';
import type { InspectionReportModel, ReportEntry, ReportNode } from './report-model';

/**
 * Ids of the files a report shows (photos, signatures, attachments of its shown entries): a shared report serves
 * these and no other file of the inspection (ADR 201).
 */
export function reportMediaIds(model: InspectionReportModel): Set<string> {
  return collectIds(model, (entry) => (entry.answer?.media ?? []).map((file) => file.id));
}

/**
 * Ids of the template images a report draws markers on (ADR 207): a shared report, and the PDF printed from it,
 * serves these images and no other file of the template.
 */
export function reportMarkerImageIds(model: InspectionReportModel): Set<string> {
  return collectIds(model, (entry) => (entry.markerImage?.file ? [entry.markerImage.file.id] : []));
}

function collectIds(model: InspectionReportModel, idsOf: (entry: ReportEntry) => string[]): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly ReportNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'group') walk(node.group.children);
      else for (const id of idsOf(node.entry)) ids.add(id);
    }
  };
  for (const page of model.pages) walk(page.children);
  return ids;
}

/** The markers of an answer as one line a spreadsheet cell or e-mail can hold: "1 Crack; 2 Rust; 3". */
export function markersPlainText(markers: readonly AnswerMarker[]): string {
  return markers.map((m, index) => (m.label ? `${index + 1} ${m.label}` : `${index + 1}`)).join('; ');
}
