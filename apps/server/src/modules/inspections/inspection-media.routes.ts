import { z } from 'zod';
import { inspectionMediaFileSchema, inspectionMediaKindSchema } from '@fieldbook/domain';
import { errors } from '../../platform/errors/app-error';
import { printBoxQuery, sendPrintableFile } from '../../platform/files';
import { defineRoute } from '../../platform/http/route';
import { multipartField } from '../templates/multipart-field';
import { inspectionMediaFile, uploadInspectionMedia } from './inspection-media.service';

/** Inspection media: upload (multipart: optional id, kind, then file) and serve. */
export const inspectionMediaRoutes = [
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/media',
    summary:
      'Uploads one photo, video, audio clip, signature or file (multipart: id?, kind, file): 201, or 200 when the id was stored before',
    params: z.object({ id: z.string().uuid() }),
    response: z.object({ data: inspectionMediaFileSchema }),
    handler: async ({ deps, actor, access, params, request, reply }) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
      const id = z.string().uuid().optional().safeParse(multipartField(part, 'id'));
      const kind = inspectionMediaKindSchema.safeParse(multipartField(part, 'kind') ?? 'photo');
      if (!id.success || !kind.success) {
        part.file.resume();
        throw errors.validation(
          !id.success
            ? { id: { key: 'gen.validations.uuid' } }
            : { kind: { key: 'gen.validations.invalid_option' } },
        );
      }
      const { created, file } = await uploadInspectionMedia(deps, actor, access, params.id, {
        stream: part.file,
        fileName: part.filename,
        kind: kind.data,
        ...(id.data && { id: id.data }),
      });
      if (created) void reply.status(201);
      return { data: file };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/media/:fileId',
    summary: 'A file uploaded to the inspection; an image with ?w=&h= resized to cover that box (print)',
    params: z.object({ id: z.string().uuid(), fileId: z.string().uuid() }),
    query: printBoxQuery,
    response: z.unknown(),
    handler: async ({ deps, actor, access, params, query, reply }) => {
      const file = await inspectionMediaFile(deps.db, actor, access, params.id, params.fileId);
      return sendPrintableFile(reply, deps.storage, file, query, {
        cacheControl: 'private, max-age=86400',
      });
    },
  }),
];
