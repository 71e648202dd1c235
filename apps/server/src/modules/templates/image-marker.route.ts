import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { UPLOAD_LIMITS, UPLOAD_MIN_BYTES } from '@fieldbook/domain/uploads/index';
import { IMAGE_MARKER_TYPES, imageMarkerUrl } from '@fieldbook/domain/templates';
import { errors } from '../../platform/errors/app-error';
import { multipartField } from './multipart-field';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';
import { findUploadedFile, recordUploadedFile, sendStoredFile } from '../../platform/files';
import { withTenant } from '../../platform/db/tenancy';
import { documentOf, readTemplateRow } from './templates.repo';
import { addEntity } from './template-entities.routes';
import { MANAGE_TEMPLATES } from './templates.routes';

const fileSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
const responseSchema = z.object({
  message: z.string(),
  data: z.object({ uuid: z.string(), revision: z.number().int(), file: fileSchema }),
});

/**
 * POST /checklist/template/{id}/image-marker/new (multipart: uuid, then file): stores the image under
 * a generated key, records it as a file of the workspace and adds the image marker to the draft, which
 * refers to the file by id only (ADR 184); answers the file with its detected type and size (spec §7).
 */
export const imageMarkerRoute = defineRoute({
  method: 'POST',
  url: '/checklist/template/:id/image-marker/new',
  summary: 'Uploads an image marker (multipart: uuid, markers as JSON, file; image 10 KB – 28 MB)',
  permission: MANAGE_TEMPLATES,
  feature: 'ckl_item_image_marker',
  params: z.object({ id: z.string().uuid() }),
  response: responseSchema,
  status: 201,
  handler: async ({ deps, actor, lang, params, request }) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
    const uuid = z.string().min(1).max(100).safeParse(multipartField(part, 'uuid'));
    if (!uuid.success) throw errors.validation({ uuid: { key: 'gen.validations.required' } });
    let markers: unknown[] = [];
    try {
      markers = z.array(z.unknown()).parse(JSON.parse(multipartField(part, 'markers') ?? '[]'));
    } catch {
      throw errors.validation({ markers: { key: 'gen.validations.invalid_type' } });
    }
    const stored = await storeUpload(part.file, deps.storage, {
      allowedTypes: IMAGE_MARKER_TYPES,
      minBytes: UPLOAD_MIN_BYTES.image_marker,
      maxBytes: UPLOAD_LIMITS.maxBytes,
      fileName: part.filename,
      prefix: `templates/${params.id}`,
    }).catch((error: unknown) => {
      if (error instanceof UploadRejectedError)
        throw errors.validation({ file: { key: 'templates.image_rejected' } });
      throw error;
    });
    const fileId = randomUUID();
    const file = {
      id: fileId,
      url: imageMarkerUrl(params.id, uuid.data),
      name: part.filename,
      mime: stored.mime,
      size: stored.size,
    };
    const added = await addEntity(
      deps.db,
      actor,
      params.id,
      'image_markers',
      { uuid: uuid.data, file: { id: fileId }, markers },
      undefined,
      (tx) => recordUploadedFile(tx, actor, stored, part.filename, fileId),
    ).catch(async (error: unknown) => {
      await deps.storage.delete(stored.key).catch(() => undefined);
      throw error;
    });
    return { message: translate(lang, 'templates.image_marker_added'), data: { ...added, file } };
  },
});

/** GET /checklist/template/{id}/image-marker/{uuid}/file: the stored image of one of the draft's markers. */
export const imageMarkerFileRoute = defineRoute({
  method: 'GET',
  url: '/checklist/template/:id/image-marker/:uuid/file',
  summary: 'The image of an image marker of the draft',
  permission: MANAGE_TEMPLATES,
  params: z.object({ id: z.string().uuid(), uuid: z.string().min(1).max(100) }),
  response: z.unknown(),
  handler: async ({ deps, actor, params, reply }) => {
    const file = await withTenant(deps.db, actor, async (tx) => {
      const doc = documentOf(await readTemplateRow(tx, params.id));
      const ref = doc.image_markers.find((m) => m.uuid === params.uuid)?.file;
      return ref ? findUploadedFile(tx, ref.id) : null;
    });
    if (!file) throw errors.notFound();
    return sendStoredFile(
      reply,
      deps.storage,
      { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName },
      { cacheControl: 'private, max-age=3600' },
    );
  },
});
