import { Alert, Group, Stack } from '@mantine/core';
import type { AppliedReportLayout } from '@fieldbook/domain';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedReport } from '../api/report-api';
import classes from '../report.module.css';
import { useReportReady } from '../report-ready';
import { BUILT_IN_APPLIED_LAYOUT } from '../api/report-layout-api';
import { ReportBody } from './report-body';
import { ReportCover } from './report-cover';
import { ReportFlagged } from './report-flagged';
import { ReportHeader } from './report-header';
import { ReportFileUrls } from './report-media-url';
import { ReportPartsContext } from './report-parts';
import { ReportRecordsContext } from './report-records';

/**
 * The report as every reader sees it, from whichever source loaded it (signed in or a share link, ADR 201), in the
 * report layout that applies (ADR 202: cover, logo, parts shown, photo grid, paper; the built-in one by default);
 * `actions` is the signed-in page's toolbar (breadcrumbs, share, archive…), left out of a shared report and of print.
 */
export function ReportView({
  report,
  actions,
  layout = BUILT_IN_APPLIED_LAYOUT,
  imageUrl = () => null,
  issues,
}: {
  report: LoadedReport;
  actions?: ReactNode;
  layout?: AppliedReportLayout;
  /** The address of a layout image (logo, cover) for this reader. */
  imageUrl?: (fileId: string) => string | null;
  /** The inspection's issues section (signed-in readers only). */
  issues?: ReactNode;
}) {
  const { t } = useTranslation('inspection-report');
  const { inspection, doc, model, mediaUrl, markerImageUrl } = report;
  const fileUrls = useMemo(
    () => ({ media: mediaUrl, markerImage: markerImageUrl }),
    [mediaUrl, markerImageUrl],
  );
  const shared = { doc, inspectionId: inspection.id, timeZone: inspection.timezone };
  const root = useRef<HTMLDivElement>(null);
  // The server's print (?print=1) waits for this mark: every image and font loaded (ADR 203).
  const ready = useReportReady(root, true);
  const image = (fileId: string | null) => (fileId ? imageUrl(fileId) : null);
  const logoUrl = image(layout.logo_file_id);
  return (
    <ReportFileUrls.Provider value={fileUrls}>
      <Stack
        ref={root}
        gap={0}
        className={classes.report}
        data-testid="inspection-report"
        data-report-ready={ready || undefined}
      >
        {actions && (
          <Group justify="space-between" className={classes.noPrint} mb="sm">
            {actions}
          </Group>
        )}
        {inspection.status !== 'completed' && (
          <Alert color="blue" mb="sm" className={classes.noPrint} data-testid="report-not-completed">
            {t('notCompleted')}
          </Alert>
        )}
        {/* The layout's paper for print and the PDF (ADR 202). */}
        <style>{`@page { size: ${layout.paper}; }`}</style>
        <article
          data-paper={layout.paper}
          style={{ '--report-photo-columns': layout.photo_grid } as CSSProperties}
        >
          <ReportPartsContext.Provider value={layout.parts}>
            <ReportRecordsContext.Provider value={inspection.records}>
              {layout.cover.show && (
                <ReportCover
                  inspection={inspection}
                  cover={layout.cover}
                  logoUrl={logoUrl}
                  imageUrl={image(layout.cover.image_file_id)}
                />
              )}
              <ReportHeader
                inspection={inspection}
                logoUrl={logoUrl}
                showSummary={layout.parts.summary}
                showScores={layout.parts.scores}
              />
              {layout.parts.flagged && <ReportFlagged flagged={model.flagged} {...shared} />}
              {issues}
              <ReportBody model={model} {...shared} />
            </ReportRecordsContext.Provider>
          </ReportPartsContext.Provider>
        </article>
      </Stack>
    </ReportFileUrls.Provider>
  );
}
