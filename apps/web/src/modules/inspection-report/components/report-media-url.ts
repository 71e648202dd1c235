import { createContext, useContext } from 'react';
import { inspectionMediaUrl } from '../api/report-api';

/** Where the report's files are fetched from: the signed-in media call, or a share link's (ADR 201). */
export type MediaUrl = (inspectionId: string, fileId: string) => string;

/** The report's file address for its components; a shared report provides the token's. */
export const ReportMediaUrl = createContext<MediaUrl>(inspectionMediaUrl);

/** The file address of the report being drawn. */
export const useMediaUrl = (): MediaUrl => useContext(ReportMediaUrl);
