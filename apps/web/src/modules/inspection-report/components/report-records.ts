import { createContext, useContext } from 'react';

/**
 * Display names of the records the report's answers name by id (ADR 219: assets, people, sites, global list items),
 * as the server resolved them; answers deep in the report read them here.
 */
export const ReportRecordsContext = createContext<Readonly<Record<string, string>>>({});

/** The report's record names by id. */
export function useReportRecords(): Readonly<Record<string, string>> {
  return useContext(ReportRecordsContext);
}
