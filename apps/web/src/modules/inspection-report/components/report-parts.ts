import { BUILT_IN_REPORT_LAYOUT, type ReportLayout } from '@fieldbook/domain';
import type { ReportEntry } from '@fieldbook/domain/inspections';
import { MEDIA_ANSWER_TYPES } from '@fieldbook/domain/rules';
import { createContext, useContext } from 'react';

/** Item types answered by a signature, which a layout may hide (ADR 202). */
export const SIGNATURE_TYPES: ReadonlySet<string> = new Set(['signature', 'end_signature']);

/**
 * The parts of the report its layout shows (ADR 202). Answers deep in the report read it here rather than through
 * every level of sections, so a hidden part is left out where it would be drawn.
 */
export const ReportPartsContext = createContext<ReportLayout['parts']>(BUILT_IN_REPORT_LAYOUT.parts);

/** The parts the report's layout shows. */
export function useReportParts(): ReportLayout['parts'] {
  return useContext(ReportPartsContext);
}

/** Whether a layout shows an entry: media questions go with media, signature questions with signatures. */
export function isEntryShown(entry: ReportEntry, parts: ReportLayout['parts']): boolean {
  if (!parts.media && MEDIA_ANSWER_TYPES.has(entry.item.type)) return false;
  return parts.signatures || !SIGNATURE_TYPES.has(entry.item.type);
}
