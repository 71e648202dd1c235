import type { ReportEntry } from '@fieldbook/domain/inspections';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../report.module.css';
import { ReportEntryRow } from './report-entry';

/** The failed answers first, so a reader sees what went wrong before reading every page. */
export function ReportFlagged({
  flagged,
  ...shared
}: {
  flagged: readonly ReportEntry[];
  doc: TemplateDocument;
  inspectionId: string;
  timeZone: string;
}) {
  const { t } = useTranslation('inspection-report');
  return (
    <section className={classes.page} data-testid="report-flagged" aria-labelledby="report-flagged-title">
      <Title order={2} fz="h3" id="report-flagged-title">
        {t('flagged', { count: flagged.length })}
      </Title>
      {flagged.length === 0 ? (
        <p className={classes.note}>{t('noFlagged')}</p>
      ) : (
        <ul className={classes.entries}>
          {flagged.map((entry) => (
            <ReportEntryRow key={`${entry.item.id}#${entry.instance}`} entry={entry} {...shared} />
          ))}
        </ul>
      )}
    </section>
  );
}
