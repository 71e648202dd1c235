import type { AppliedReportLayout } from '@fieldbook/domain';
import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../report-format';
import classes from '../report.module.css';

/**
 * The layout's cover page (ADR 202): logo, cover image, title and what was inspected when. On screen a first block,
 * in print a page of its own.
 */
export function ReportCover({
  inspection,
  cover,
  logoUrl,
  imageUrl,
}: {
  inspection: InspectionDetail;
  cover: AppliedReportLayout['cover'];
  logoUrl: string | null;
  imageUrl: string | null;
}) {
  const { t, i18n } = useTranslation('inspection-report');
  const when = inspection.completed_at ?? inspection.started_at;
  return (
    <section className={classes.cover} data-testid="report-cover" aria-label={t('cover')}>
      {logoUrl && <img className={classes.logo} src={logoUrl} alt={t('logo')} />}
      {imageUrl && (
        <img className={classes.coverImage} src={imageUrl} alt="" data-testid="report-cover-image" />
      )}
      <Title order={2} fz="h1" className={classes.coverTitle}>
        {cover.title || inspection.title}
      </Title>
      <Text>
        {t('templateVersion', { title: inspection.template.title, version: inspection.template.version })}
      </Text>
      {inspection.document_number && <Text>{inspection.document_number}</Text>}
      <Text c="dimmed">
        {inspection.conducted_by.name} · {formatInstant(when, inspection.timezone, i18n.language)}
      </Text>
    </section>
  );
}
