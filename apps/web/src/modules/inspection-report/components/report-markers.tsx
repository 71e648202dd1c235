import type { ReportEntry } from '@fieldbook/domain/inspections';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import classes from '../report.module.css';
import { useMarkerImageUrl } from './report-media-url';

/**
 * The markers the inspector placed on an item's image (ADR 207): the image with the numbered markers drawn where
 * they were placed, and the labels listed by number below it.
 */
export function ReportMarkers({ doc, entry }: { doc: TemplateDocument; entry: ReportEntry }) {
  const { t } = useTranslation('inspection-report');
  const markerImageUrl = useMarkerImageUrl();
  const image = entry.markerImage;
  const markers = entry.answer?.markers ?? [];
  if (!image?.file || markers.length === 0) return null;
  return (
    <figure className={classes.markers} data-testid={`report-markers-${entry.item.id}`}>
      <div className={classes.markerFrame}>
        <img
          src={markerImageUrl(doc, image)}
          alt={t('markers.imageAlt', { count: markers.length, title: entry.item.title })}
        />
        {markers.map((m, index) => (
          <span
            key={index}
            className={classes.marker}
            style={{ left: `${m.x * 100}%`, top: `${m.y * 100}%` }}
            aria-hidden
          >
            {index + 1}
          </span>
        ))}
      </div>
      <figcaption>
        <ol className={classes.markerList}>
          {markers.map((m, index) => (
            <li key={index}>{m.label || t('markers.unlabelled', { number: index + 1 })}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
