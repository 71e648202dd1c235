import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetOptionLabel } from '../../assets/api/assets-api';
import { percentText } from '../../inspections/components/inspection-columns';
import { InspectionStatusBadge } from '../../inspections/components/inspection-status-badge';
import { durationParts, formatInstant } from '../report-format';
import classes from '../report.module.css';

/** One term and its description of the header's list; empty values are left out. */
function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  if (value === null || value === '') return null;
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd data-testid={`report-${testId}`}>{value}</dd>
    </div>
  );
}

/**
 * The report's header: what was inspected, by whom, when (in the inspector's zone), and how it scored. The layout
 * (ADR 202) may add its logo and hide the summary fields or the score.
 */
export function ReportHeader({
  inspection,
  logoUrl = null,
  showSummary = true,
  showScores = true,
}: {
  inspection: InspectionDetail;
  logoUrl?: string | null;
  showSummary?: boolean;
  showScores?: boolean;
}) {
  const { t, i18n } = useTranslation('inspection-report');
  const when = (iso: string | null) => (iso ? formatInstant(iso, inspection.timezone, i18n.language) : '');
  const duration = durationParts(inspection.started_at, inspection.completed_at);
  const score =
    showScores && inspection.max_score !== null && inspection.max_score > 0
      ? `${inspection.score ?? 0} / ${inspection.max_score} (${percentText(inspection.percent)})`
      : '';
  const location = inspection.location
    ? (inspection.location.address ??
      `${inspection.location.lat.toFixed(5)}, ${inspection.location.lng.toFixed(5)}`)
    : '';
  return (
    <header className={classes.header}>
      {logoUrl && <img className={classes.logo} src={logoUrl} alt={t('logo')} data-testid="report-logo" />}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} fz="h2" data-testid="report-title">
          {inspection.title}
        </Title>
        <Group gap="xs">
          <InspectionStatusBadge status={inspection.status} />
          {inspection.archived && (
            <Badge size="sm" variant="outline" color="gray" c="var(--mantine-color-text)" tt="none">
              {t('archived')}
            </Badge>
          )}
        </Group>
      </Group>
      <dl className={classes.fields} hidden={!showSummary}>
        <Field
          label={t('fields.documentNumber')}
          value={inspection.document_number ?? ''}
          testId="document-number"
        />
        <Field
          label={t('fields.template')}
          value={t('templateVersion', {
            title: inspection.template.title,
            version: inspection.template.version,
          })}
          testId="template"
        />
        <Field
          label={t('fields.asset')}
          value={inspection.asset ? assetOptionLabel(inspection.asset) : ''}
          testId="asset"
        />
        <Field label={t('fields.site')} value={inspection.site?.name ?? ''} testId="site" />
        <Field label={t('fields.inspector')} value={inspection.conducted_by.name} testId="inspector" />
        <Field
          label={t('fields.collaborators')}
          value={inspection.collaborators.map((c) => c.name).join(', ')}
          testId="collaborators"
        />
        <Field label={t('fields.startedAt')} value={when(inspection.started_at)} testId="started" />
        <Field label={t('fields.completedAt')} value={when(inspection.completed_at)} testId="completed" />
        <Field
          label={t('fields.duration')}
          value={duration ? t('duration', duration) : ''}
          testId="duration"
        />
        <Field label={t('fields.score')} value={score} testId="score" />
        <Field
          label={t('fields.failedCount')}
          value={String(inspection.failed_count)}
          testId="failed-count"
        />
        <Field
          label={t('fields.issuesCount')}
          value={String(inspection.issues_count)}
          testId="issues-count"
        />
        <Field label={t('fields.location')} value={location} testId="location" />
      </dl>
    </header>
  );
}
