import type { ReportPaper } from './inspection-pdf.schema';

/**
 * The pages the server's PDF print opens (ADR 224): the web's print entry (print.html), which loads only the report,
 * not the whole app. The server serves it on these paths; the page reads the inspection or the token from them.
 */
export const REPORT_PRINT_PATHS = {
  member: '/print/inspections/:id',
  shared: '/print/report/:token',
} as const;

/** Where Chromium prints a signed-in reader's report of an inspection on the given paper. */
export const memberReportPrintPath = (inspectionId: string, paper: ReportPaper): string =>
  `/print/inspections/${encodeURIComponent(inspectionId)}?print=1&paper=${paper}`;

/** Where Chromium prints the report a share link opens, under its token. */
export const sharedReportPrintPath = (token: string, paper: ReportPaper): string =>
  `/print/report/${encodeURIComponent(token)}?print=1&paper=${paper}`;
