import { imageMarkerUploadResponseSchema, type ImageMarkerPoint } from '@fieldbook/domain/templates';
import { api } from '../../../shared/api/client';

/**
 * Uploads an image marker's image (POST /checklist/template/{id}/image-marker/new, multipart: uuid, markers
 * as JSON, then the file — the server reads the fields before the file). The draft's revision moves on.
 */
export function uploadImageMarker(
  templateId: string,
  uuid: string,
  markers: readonly ImageMarkerPoint[],
  file: File,
) {
  const form = new FormData();
  form.append('uuid', uuid);
  form.append('markers', JSON.stringify(markers));
  form.append('file', file, file.name);
  return api.post(`/checklist/template/${encodeURIComponent(templateId)}/image-marker/new`, form, {
    schema: imageMarkerUploadResponseSchema,
    quietErrors: true,
  });
}
