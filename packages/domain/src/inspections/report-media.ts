import type { InspectionReportModel, ReportNode } from './report-model';

/**
 * Ids of the files a report shows (photos, signatures, attachments of its shown entries): a shared report serves
 * these and no other file of the inspection (ADR 201).
 */
export function reportMediaIds(model: InspectionReportModel): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly ReportNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'group') walk(node.group.children);
      else for (const file of node.entry.answer?.media ?? []) ids.add(file.id);
    }
  };
  for (const page of model.pages) walk(page.children);
  return ids;
}
