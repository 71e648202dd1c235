import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_MIN_BYTES } from '@fieldbook/domain/uploads/index';
import type { StoredRatingIcon } from '../../db/schema';
import { errors } from '../../platform/errors/app-error';
import type { Storage } from '../../platform/storage';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';

/** Image types a rating icon may be (checked by content, not by name). */
export const RATING_ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A multipart rating call read whole: its text fields and its icons, already stored, by field name. */
export interface RatingUpload {
  fields: Record<string, string>;
  icons: Map<string, StoredRatingIcon>;
}

/** Removes stored objects without failing the caller (an icon nobody points at is only wasted space). */
export async function discardIcons(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Reads a multipart rating call in any field order: every file passes the upload checks (type by
 * content, 10 KB – 28 MB) and is stored under a generated key as it streams; a refused file removes
 * the ones already stored and answers 422 on its field.
 */
export async function readRatingUpload(
  request: FastifyRequest,
  storage: Storage,
  orgId: string,
  maxFiles: number,
): Promise<RatingUpload> {
  const upload: RatingUpload = { fields: {}, icons: new Map() };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts({
      limits: { files: maxFiles, fileSize: UPLOAD_LIMITS.maxBytes, fields: 20 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      const stored = await storeUpload(part.file, storage, {
        allowedTypes: RATING_ICON_TYPES,
        minBytes: UPLOAD_MIN_BYTES.rating_icon,
        maxBytes: UPLOAD_LIMITS.maxBytes,
        fileName: part.filename,
        prefix: `ratings/${orgId}`,
      }).catch((error: unknown) => {
        if (error instanceof UploadRejectedError)
          throw errors.validation({ [part.fieldname]: { key: 'ratings.icon_rejected' } });
        throw error;
      });
      upload.icons.set(part.fieldname, {
        key: stored.key,
        mime: stored.mime,
        size: stored.size,
        name: part.filename,
      });
    }
  } catch (error) {
    await discardIcons(
      storage,
      [...upload.icons.values()].map((icon) => icon.key),
    );
    throw error;
  }
  return upload;
}
