import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import de_DE from '@uppy/locales/lib/de_DE';
import en_US from '@uppy/locales/lib/en_US';
import fr_FR from '@uppy/locales/lib/fr_FR';
import { RESUMABLE_UPLOAD_PATH } from '@fieldbook/domain';
import { UPLOAD_LIMITS } from '@fieldbook/domain/uploads/index';
import { readXsrf } from '../../../shared/api/api-client';
import { refusalOf, restrictionText, serverUploadError, type Translate } from './upload-checks';

/** Metadata each upload carries to the server: the folder it goes into. */
export interface UploadMeta extends Meta {
  folder_id: string;
}

const LOCALES = { de: de_DE, en: en_US, fr: fr_FR } as const;
/** Parts of 5 MiB: a dropped connection costs at most one part, and the tus server resumes from its offset. */
const CHUNK_BYTES = 5 * 1024 * 1024;

/** What the upload dialog reports to the page. */
export interface UploadEvents {
  translate: Translate;
  onRefused(text: string): void;
  onUploaded(file: UppyFile<UploadMeta, Record<string, never>>): void;
}

/**
 * An Uppy for the file manager: one file at a time, checked here for size, type and name with the same rules as the
 * server, sent over tus (resumable) with the XSRF header read from the cookie (spec §7, ADR 146).
 */
export function createUppy(language: string, events: UploadEvents): Uppy<UploadMeta, Record<string, never>> {
  const uppy = new Uppy<UploadMeta, Record<string, never>>({
    locale: LOCALES[language as keyof typeof LOCALES] ?? en_US,
    restrictions: { maxNumberOfFiles: UPLOAD_LIMITS.maxFiles },
    meta: { folder_id: '' },
    onBeforeFileAdded: (file) => {
      const refusal = refusalOf({ name: file.name ?? '', size: file.size ?? 0, type: file.type });
      if (!refusal) return true;
      events.onRefused(restrictionText(refusal, events.translate));
      return false;
    },
  });
  uppy.use(Tus, {
    endpoint: RESUMABLE_UPLOAD_PATH,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    removeFingerprintOnSuccess: true,
    allowedMetaFields: ['name', 'type', 'folder_id'],
    headers: (): Record<string, string> => {
      const token = readXsrf(document.cookie);
      return token ? { 'X-XSRF-TOKEN': token } : {};
    },
  });
  uppy.on('upload-error', (file, error) => {
    const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
    events.onRefused(`${file?.name ?? ''}: ${serverUploadError(response?.getBody(), events.translate)}`);
  });
  uppy.on('upload-success', (file) => {
    if (file) events.onUploaded(file);
  });
  // A stored file leaves the dialog, so the one-file limit applies to the next file, not the finished one. Only once
  // the run is complete: removed during 'upload-success', the tus plugin still holds the upload and terminates it with
  // a DELETE the server answers 404 (ADR 193).
  uppy.on('complete', (result) => {
    for (const file of result.successful ?? []) uppy.removeFile(file.id);
  });
  return uppy;
}
