import type { ValidationMessage } from '../custom-fields/field-values';
import { UPLOAD_MESSAGES } from './upload-messages';

/** Upload limits of spec §5 and §9 (1 KB = 1024 bytes, ADR 101): one file per dialog, at most 28 MB. */
export const UPLOAD_LIMITS = {
  maxBytes: 28 * 1024 * 1024,
  maxFiles: 1,
} as const;

/** The places where a person uploads a file; each has its own minimum size (ADR 186). */
export type UploadPlace =
  | 'image_marker'
  | 'file_manager'
  | 'data_import'
  | 'translation_import'
  | 'rating_icon'
  | 'inspection_media'
  | 'inspection_signature';

/**
 * The smallest file each upload place accepts (ADR 186). Spec §5's 10 KB minimum belongs to the media uploader,
 * the picture an inspector marks up; a data file, logo, icon or signature is often smaller, so the other places
 * refuse only an empty file. A photo taken during an inspection is never refused for being small: the refusal would
 * lose the evidence on a device that may already be offline again (ADR 194).
 */
export const UPLOAD_MIN_BYTES: Readonly<Record<UploadPlace, number>> = {
  image_marker: 10 * 1024,
  file_manager: 1,
  data_import: 1,
  translation_import: 1,
  rating_icon: 1,
  inspection_media: 1,
  inspection_signature: 1,
};

/** Media types an installation accepts unless configured otherwise; each one is detectable from content. */
export const DEFAULT_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
  'text/plain',
] as const;

/** What the restrictions need to know; on the web `type` is the browser's guess, on the server the detected type. */
export interface UploadCandidate {
  size: number;
  type: string;
}

/** The limits in force for one upload control. */
export interface UploadRestrictions {
  minBytes: number;
  maxBytes: number;
  allowedTypes: readonly string[];
}

/** The file manager's limits with the default type list. */
export const DEFAULT_UPLOAD_RESTRICTIONS: UploadRestrictions = {
  minBytes: UPLOAD_MIN_BYTES.file_manager,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  allowedTypes: DEFAULT_UPLOAD_TYPES,
};

/** Checks size and type before any byte is sent (the server checks again by content); null when acceptable. */
export function checkUploadRestrictions(
  file: UploadCandidate,
  restrictions: UploadRestrictions = DEFAULT_UPLOAD_RESTRICTIONS,
): ValidationMessage | null {
  if (file.size > restrictions.maxBytes) {
    return { key: UPLOAD_MESSAGES.tooLarge, params: { max: formatBytes(restrictions.maxBytes) } };
  }
  if (file.size < restrictions.minBytes) {
    return { key: UPLOAD_MESSAGES.tooSmall, params: { min: formatBytes(restrictions.minBytes) } };
  }
  if (!restrictions.allowedTypes.includes(file.type.toLowerCase()))
    return { key: UPLOAD_MESSAGES.typeNotAllowed };
  return null;
}

/** Sizes as the spec writes them ("28 MB", "10 KB"), for message placeholders. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
