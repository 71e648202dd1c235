import { createContext, useContext } from 'react';
import { inspectionMediaUrl, memberMarkerImageUrl, type MarkerImageUrl } from '../api/report-api';

/** Where the report's files are fetched from: the signed-in media call, or a share link's (ADR 201). */
export type MediaUrl = (inspectionId: string, fileId: string) => string;

/** The report's file addresses for its components; a shared report provides the token's. */
export const ReportFileUrls = createContext<{ media: MediaUrl; markerImage: MarkerImageUrl }>({
  media: inspectionMediaUrl,
  markerImage: memberMarkerImageUrl,
});

/** The file address of the report being drawn. */
export const useMediaUrl = (): MediaUrl => useContext(ReportFileUrls).media;

/** The marker image address of the report being drawn. */
export const useMarkerImageUrl = (): MarkerImageUrl => useContext(ReportFileUrls).markerImage;
