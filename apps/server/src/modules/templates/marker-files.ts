import { IMAGE_MARKER_TYPES, imageMarkerUrl, type TemplateDocument } from '@fieldbook/domain/templates';
import type { Tx } from '../../platform/db/client';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { uploadedFilesById } from '../../platform/files';

const IMAGE_TYPES: readonly string[] = IMAGE_MARKER_TYPES;

/**
 * Every draft write passes here (ADR 184): each image marker's file id must be an image file of this workspace
 * (422 naming `image_markers.{n}.file` otherwise), and its url and name are rewritten from the server's row.
 */
export async function ownMarkerFiles(
  tx: Tx,
  templateId: string,
  doc: TemplateDocument,
): Promise<TemplateDocument> {
  const files = await uploadedFilesById(
    tx,
    doc.image_markers.flatMap((marker) => (marker.file ? [marker.file.id] : [])),
  );
  const fields: Record<string, FieldMessage> = {};
  const markers = doc.image_markers.map((marker, index) => {
    if (!marker.file) return marker;
    const file = files.get(marker.file.id);
    if (!file || !IMAGE_TYPES.includes(file.contentType)) {
      fields[`image_markers.${index}.file`] = {
        key: file ? 'templates.image_rejected' : 'templates.file_not_found',
      };
      return marker;
    }
    const url = imageMarkerUrl(templateId, marker.uuid);
    return { ...marker, file: { id: file.id, url, name: file.originalName } };
  });
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return { ...doc, image_markers: markers };
}
