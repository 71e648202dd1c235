import { MEDIA_ANSWER_TYPES, type AnswerValue } from '@fieldbook/domain/rules';
import type { ReportEntry } from '@fieldbook/domain/inspections';
import { responseOptionsOf, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateAnswer, formatNumberAnswer } from '../report-format';
import classes from '../report.module.css';
import { useMediaUrl } from './report-media-url';
import { ReportMedia } from './report-media';
import { SIGNATURE_TYPES, useReportParts } from './report-parts';
import { useReportRecords } from './report-records';

const NUMBER_TYPES = new Set(['number', 'slider', 'counter', 'calculation', 'constant']);
const DATE_TYPES = new Set([
  'date',
  'time',
  'datetime',
  'inspection_start_date',
  'inspection_end_date',
  'inspection_real_start_date',
  'inspection_real_end_date',
]);

/** Questions answered with the id of a workspace record, shown by its name (ADR 219). */
const RECORD_TYPES = new Set(['asset', 'person', 'site', 'global_list']);

/** A value as plain text for a reader (also the answer history's old values); `records` names picked records. */
export function answerText(
  doc: TemplateDocument,
  item: Item,
  value: AnswerValue,
  language: string,
  t: TFunction,
  records: Readonly<Record<string, string>> = {},
): string {
  if (value === null || value === '') return '';
  if (RECORD_TYPES.has(item.type) && typeof value === 'string') return records[value.toLowerCase()] ?? value;
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (NUMBER_TYPES.has(item.type) && (typeof value === 'number' || typeof value === 'string'))
    return formatNumberAnswer(value, item, language);
  if (DATE_TYPES.has(item.type) && typeof value === 'string')
    return formatDateAnswer(value, item.options['date_time_shape'], language);
  const options = responseOptionsOf(doc, item);
  const list = Array.isArray(value) ? value : [String(value)];
  if (options.length > 0) return list.map((id) => options.find((o) => o.uuid === id)?.label ?? id).join(', ');
  return list.join(', ');
}

/** The chosen options of a choice answer, each with its colour as a swatch beside its label. */
function ChosenOptions({ doc, item, value }: { doc: TemplateDocument; item: Item; value: AnswerValue }) {
  const options = responseOptionsOf(doc, item);
  const chosen = (Array.isArray(value) ? value : [String(value)]).map(
    (id) => options.find((o) => o.uuid === id) ?? { uuid: id, label: id, color: undefined },
  );
  return (
    <>
      {chosen.map((o, i) => (
        <span key={o.uuid} data-testid="report-option">
          {i > 0 && ', '}
          {typeof o.color === 'string' && o.color && (
            <span className={classes.swatch} style={{ background: o.color }} aria-hidden="true" />
          )}
          {o.label}
        </span>
      ))}
    </>
  );
}

/** One answer as a person reads it: options with colour, numbers with units, dates in their shape, signatures, media. */
export function ReportAnswer({
  doc,
  inspectionId,
  entry,
}: {
  doc: TemplateDocument;
  inspectionId: string;
  entry: ReportEntry;
}) {
  const { t, i18n } = useTranslation('inspection-report');
  const mediaUrl = useMediaUrl();
  const { item, value, answer } = entry;
  const parts = useReportParts();
  const records = useReportRecords();
  const media = parts.media ? (answer?.media ?? []) : [];
  if (SIGNATURE_TYPES.has(item.type)) {
    const drawn = answer?.media.find((m) => m.mime.startsWith('image/'));
    if (!drawn && !value) return <span className={classes.note}>{t('notAnswered')}</span>;
    return (
      <figure style={{ margin: 0 }}>
        {drawn && (
          <img
            className={classes.signature}
            src={mediaUrl(inspectionId, drawn.id)}
            alt={t('signatureOf', { name: typeof value === 'string' ? value : '' })}
          />
        )}
        <figcaption>{typeof value === 'string' ? value : ''}</figcaption>
      </figure>
    );
  }
  const text = MEDIA_ANSWER_TYPES.has(item.type)
    ? ''
    : answerText(doc, item, value, i18n.language, t, records);
  const choice = responseOptionsOf(doc, item).length > 0 && value !== null && typeof value !== 'boolean';
  return (
    <>
      {choice ? (
        <ChosenOptions doc={doc} item={item} value={value} />
      ) : text ? (
        <span>{text}</span>
      ) : media.length === 0 ? (
        <span className={classes.note}>{t('notAnswered')}</span>
      ) : null}
      {answer?.rating !== null && answer?.rating !== undefined && (
        <div className={classes.note}>{t('rating', { rating: answer.rating })}</div>
      )}
      <ReportMedia inspectionId={inspectionId} media={media} />
    </>
  );
}
