import type { InspectionAnswer } from '@fieldbook/domain/inspections';
import { Anchor, Image, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrinting } from '../report-ready';
import classes from '../report.module.css';
import { useMediaUrl } from './report-media-url';

type Media = InspectionAnswer['media'][number];

/**
 * An answer's photos as a grid of thumbnails that open one photo large in a lightbox; other files (video, audio,
 * documents) as links. A thumbnail is a button, so it works by keyboard and needs no hover.
 */
export function ReportMedia({ inspectionId, media }: { inspectionId: string; media: readonly Media[] }) {
  const { t } = useTranslation('inspection-report');
  const mediaUrl = useMediaUrl();
  const printing = usePrinting();
  const [open, setOpen] = useState<Media | null>(null);
  if (media.length === 0) return null;
  const photos = media.filter((m) => m.mime.startsWith('image/'));
  const files = media.filter((m) => !m.mime.startsWith('image/'));
  return (
    <>
      {photos.length > 0 && (
        <ul className={classes.media} aria-label={t('photos')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                className={classes.thumb}
                onClick={() => setOpen(photo)}
                aria-label={t('openPhoto', { name: photo.name })}
                data-testid={`report-photo-${photo.id}`}
              >
                {/* In print, the page asks for the photo at its tile's size once laid out (ADR 216). */}
                <img
                  src={printing ? undefined : mediaUrl(inspectionId, photo.id)}
                  data-print-src={printing ? mediaUrl(inspectionId, photo.id) : undefined}
                  alt={photo.name}
                  loading="lazy"
                  data-print-photo
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.map((file) => (
        <div key={file.id}>
          <Anchor href={mediaUrl(inspectionId, file.id)} target="_blank" rel="noopener" size="sm">
            {file.name}
          </Anchor>
        </div>
      ))}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        size="auto"
        centered
        data-testid="report-lightbox"
      >
        {open && (
          <Image
            src={mediaUrl(inspectionId, open.id)}
            alt={open.name}
            mah="80dvh"
            maw="min(90vw, 1200px)"
            fit="contain"
            data-testid="report-lightbox-image"
          />
        )}
      </Modal>
    </>
  );
}
