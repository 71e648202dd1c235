import { REPORT_IMAGE_TYPES, reportImageResponseSchema } from '@fieldbook/domain';
import { UPLOAD_LIMITS } from '@fieldbook/domain/uploads/index';
import { errors } from '../../platform/errors/app-error';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';
import { LAYOUT_IMAGE_PREFIX } from './report-images.repo';
import { recordLayoutImage } from './report-images.service';

/**
 * POST /settings/report/images (multipart: file): stores a logo or cover image under a generated key, records it
 * as a file of the workspace and answers its id, which a layout then names (ADR 202). Type detected from content.
 */
export const reportImageUploadRoute = defineRoute({
  method: 'POST',
  url: '/settings/report/images',
  summary: 'Uploads a report layout image (multipart: file; PNG, JPEG, GIF or WebP up to 28 MB)',
  permission: 'APP_EDIT_SETTINGS',
  feature: 'app_branding',
  response: reportImageResponseSchema,
  status: 201,
  handler: async ({ deps, actor, lang, request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
    const stored = await storeUpload(part.file, deps.storage, {
      allowedTypes: REPORT_IMAGE_TYPES,
      minBytes: 1,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      fileName: part.filename,
      prefix: LAYOUT_IMAGE_PREFIX,
    }).catch((error: unknown) => {
      if (error instanceof UploadRejectedError)
        throw errors.validation({ file: { key: 'report_settings.image_rejected' } });
      throw error;
    });
    const image = await recordLayoutImage(deps.db, actor, stored, part.filename).catch(
      async (error: unknown) => {
        await deps.storage.delete(stored.key).catch(() => undefined);
        throw error;
      },
    );
    return { message: translate(lang, 'report_settings.image_added'), data: image };
  },
});
