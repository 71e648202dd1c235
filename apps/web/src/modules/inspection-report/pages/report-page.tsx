import { Alert, Anchor, Breadcrumbs, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { inspectionReportImageUrl } from '@fieldbook/domain';
import type { CSSProperties } from 'react';
import { useInspectionReport } from '../api/report-api';
import { useReportLayout } from '../api/report-layout-api';
import { ReportCover } from '../components/report-cover';
import { ReportPartsContext } from '../components/report-parts';
import { ReportActions } from '../components/report-actions';
import { ReportBody } from '../components/report-body';
import { ReportFlagged } from '../components/report-flagged';
import { ReportHeader } from '../components/report-header';
import classes from '../report.module.css';

/** /inspections/{id}/view-report: the inspection as a reader (and later its PDF) sees it. */
export function ReportPage() {
  const { t } = useTranslation('inspection-report');
  const { id = '' } = useParams();
  const { report, failed } = useInspectionReport(id);
  const layout = useReportLayout(id);
  if (failed) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!report || !layout) return <PageLoader />;
  const { inspection, doc, model } = report;
  const shared = { doc, inspectionId: inspection.id, timeZone: inspection.timezone };
  const image = (fileId: string | null) => (fileId ? inspectionReportImageUrl(inspection.id, fileId) : null);
  const logoUrl = image(layout.logo_file_id);
  return (
    <Stack gap={0} className={classes.report} data-testid="inspection-report">
      <Group justify="space-between" className={classes.noPrint} mb="sm">
        <Breadcrumbs>
          <Anchor
            component={Link}
            to={inspection.archived ? '/inspections/archive' : '/inspections'}
            size="sm"
          >
            {t(inspection.archived ? 'inspections:archiveTitle' : 'inspections:title')}
          </Anchor>
          <span>{inspection.title}</span>
        </Breadcrumbs>
        <ReportActions inspection={inspection} />
      </Group>
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
          <ReportBody model={model} {...shared} />
        </ReportPartsContext.Provider>
      </article>
    </Stack>
  );
}
