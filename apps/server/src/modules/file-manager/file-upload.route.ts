import { z } from 'zod';
import { entryResponseSchema } from '@fieldbook/domain';
import { UPLOAD_LIMITS } from '@fieldbook/domain/uploads/index';
import { errors } from '../../platform/errors/app-error';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { multipartField } from '../templates/multipart-field';
import { acceptUpload } from './accept-upload';
import { MANAGE_FILES } from './file-manager.routes';

const folderField = z.string().uuid().nullable();

/**
 * POST /file/upload (spec §7; multipart: optional folder_id, then file; X-XSRF-TOKEN header): one file into the file
 * manager, checked by content (allowed types from UPLOAD_TYPES, 10 KB – 28 MB) and stored under a generated key.
 */
export const fileUploadRoute = defineRoute({
  method: 'POST',
  url: '/file/upload',
  summary: 'Uploads one file into a folder of the file manager (multipart: folder_id, file)',
  permission: MANAGE_FILES,
  response: entryResponseSchema,
  status: 201,
  handler: async ({ deps, actor, lang, request }) => {
    // One byte over the limit reaches the content inspector, which answers "too large" in the spec's words.
    const part = request.isMultipart()
      ? await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxBytes + 1 } })
      : undefined;
    if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
    const folder = folderField.safeParse(multipartField(part, 'folder_id') || null);
    if (!folder.success) {
      part.file.destroy();
      throw errors.validation({ folder_id: { key: 'gen.validations.invalid_type' } });
    }
    const entry = await acceptUpload(deps, actor, {
      stream: part.file,
      fileName: part.filename,
      folderId: folder.data,
    });
    return { message: translate(lang, 'file_manager.uploaded'), data: entry };
  },
});
