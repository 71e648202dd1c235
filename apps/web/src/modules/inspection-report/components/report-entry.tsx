import type { ReportEntry } from '@fieldbook/domain/inspections';
import type { AnswerValue } from '@fieldbook/domain/rules';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../report-format';
import classes from '../report.module.css';
import { answerText, ReportAnswer } from './report-answer';
import { ReportMarkers } from './report-markers';
import { isEntryShown, useReportParts } from './report-parts';
import { useReportRecords } from './report-records';

interface EntryProps {
  doc: TemplateDocument;
  inspectionId: string;
  timeZone: string;
  entry: ReportEntry;
}

/** Values a collaborator's later change replaced (ADR 194 merge history), so an overridden answer is never silent. */
function AnswerHistory({ doc, timeZone, entry }: Omit<EntryProps, 'inspectionId'>) {
  const { t, i18n } = useTranslation('inspection-report');
  const records = useReportRecords();
  const history = entry.answer?.history ?? [];
  if (history.length === 0) return null;
  const shown = (part: string, value: unknown): string => {
    if (part === 'value')
      return answerText(doc, entry.item, value as AnswerValue, i18n.language, t, records) || '—';
    if (part === 'note') return typeof value === 'string' && value ? value : '—';
    if (part === 'media') return t('historyMedia', { count: Array.isArray(value) ? value.length : 0 });
    if (part === 'markers') return t('historyMarkers', { count: Array.isArray(value) ? value.length : 0 });
    return typeof value === 'number' ? t('rating', { rating: value }) : '—';
  };
  return (
    <details className={classes.history} data-testid={`report-history-${entry.item.id}`}>
      <summary>{t('history', { count: history.length })}</summary>
      <ul>
        {history.map((h, i) => (
          <li key={i}>
            {t('historyEntry', {
              part: t(`parts.${h.part}`),
              value: shown(h.part, h.value),
              name: h.changed_by.name,
              at: formatInstant(h.changed_at, timeZone, i18n.language),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One question of the report: its label (flagged when failed), the answer, the note and the overridden values. */
export function ReportEntryRow({ doc, inspectionId, timeZone, entry }: EntryProps) {
  const { t } = useTranslation('inspection-report');
  const parts = useReportParts();
  const colour = entry.state.color;
  if (!isEntryShown(entry, parts)) return null;
  return (
    <li
      className={`${classes.entry} ${entry.failed ? classes.failed : ''}`}
      data-testid={`report-item-${entry.item.id}`}
      data-failed={entry.failed || undefined}
      style={
        colour && !entry.failed
          ? { borderInlineStart: `4px solid ${colour}`, paddingInlineStart: 8 }
          : undefined
      }
    >
      <div className={classes.question}>
        {entry.item.title || t('untitled')}
        {entry.failed && (
          <IconFlagFilled
            size={14}
            color="var(--mantine-color-red-6)"
            role="img"
            aria-label={t('failed')}
            style={{ marginInlineStart: 6, verticalAlign: 'middle' }}
          />
        )}
      </div>
      <div className={classes.answer}>
        <ReportAnswer doc={doc} inspectionId={inspectionId} entry={entry} />
        <ReportMarkers doc={doc} entry={entry} />
        {parts.notes && entry.answer?.note && (
          <p className={classes.note} data-testid={`report-note-${entry.item.id}`}>
            {t('note', { note: entry.answer.note })}
          </p>
        )}
        <AnswerHistory doc={doc} timeZone={timeZone} entry={entry} />
      </div>
    </li>
  );
}
