import { ActionIcon, Alert, Badge, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import {
  attachImageMarker,
  detachEntity,
  IMAGE_MARKER_TYPES,
  imageMarkerUrl,
  randomId,
  type ImageMarkerFileRef,
  type ImageMarkerPoint,
} from '@fieldbook/domain/templates';
import {
  checkUploadRestrictions,
  UPLOAD_LIMITS,
  UPLOAD_MIN_BYTES,
  UPLOAD_MESSAGES,
  uploadErrorMessage,
  type UploadRestrictions,
} from '@fieldbook/domain/uploads/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-error';
import type { EntityModalProps } from '../entity-modal-props';
import { ModalFooter } from '../modal-footer';
import { uploadImageMarker } from './image-marker-api';
import { MarkerCanvas } from './marker-canvas';
import { markersOf } from './marker-geometry';
import { EntityModalFrame } from '../entity-modal-frame';
import { useEntityCommit } from '../use-entity-commit';

/** What the image-marker modal needs beyond the entity contract: the upload moves the server draft on. */
export interface ImageMarkerModalProps extends EntityModalProps {
  templateId: string;
  /** Called with the draft's revision after an upload, so the editor's autosave adopts it. */
  onServerRevision(revision: number): void;
}

/** The media uploader's limits (10 KB – 28 MB, ADR 186) with the image types a marker accepts. */
export const IMAGE_MARKER_RESTRICTIONS: UploadRestrictions = {
  minBytes: UPLOAD_MIN_BYTES.image_marker,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  allowedTypes: IMAGE_MARKER_TYPES,
};

/** The marker's image as the document refers to it: the server's file id, with its url and name to show. */
interface UploadedImage {
  uuid: string;
  file: ImageMarkerFileRef;
}

/**
 * Image marker of an item (spec "image marker (upload an image, place markers)"): uploads the image, then
 * places numbered markers on it; Save stores image and markers in the document as one edit.
 */
export function ImageMarkerModal({
  doc,
  itemId,
  onClose,
  apply,
  templateId,
  onServerRevision,
}: ImageMarkerModalProps) {
  const { t } = useTranslation('template-entities');
  const item = doc.items.find((i) => i.id === itemId);
  const current = doc.image_markers.find((m) => m.uuid === item?.options.image_marker_id);
  const [image, setImage] = useState<UploadedImage | null>(() =>
    current?.file ? { uuid: current.uuid, file: current.file } : null,
  );
  const [markers, setMarkers] = useState<ImageMarkerPoint[]>(() => markersOf(current?.markers));
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<{ file: string; text: string } | null>(null);
  const [missingImage, setMissingImage] = useState(false);

  const move = (marker: ImageMarkerPoint) =>
    setMarkers((list) => list.map((m) => (m.id === marker.id ? marker : m)));
  const remove = (id: string) => setMarkers((list) => list.filter((m) => m.id !== id));
  const place = (point: { x: number; y: number }) =>
    setMarkers((list) => [...list, { id: randomId(), ...point }]);
  const { refused, commit } = useEntityCommit({ apply, onClose });

  const upload = async (file: File | null) => {
    if (!file) return;
    const restriction = checkUploadRestrictions(file, IMAGE_MARKER_RESTRICTIONS);
    if (restriction) {
      setUploadError({ file: file.name, text: t(restriction.key, restriction.params) });
      return;
    }
    setUploadError(null);
    setUploading(true);
    try {
      // Each upload is a new entity on the server draft; Save links it and drops the one it replaces.
      const answer = await uploadImageMarker(templateId, randomId(), markers, file);
      onServerRevision(answer.data.revision);
      const { id, url, name } = answer.data.file;
      setImage({ uuid: answer.data.uuid, file: { id, url, name } });
      setMissingImage(false);
    } catch (error) {
      const message =
        error instanceof ApiRequestError ? uploadErrorMessage(error.body) : { key: UPLOAD_MESSAGES.failed };
      setUploadError({ file: file.name, text: 'text' in message ? message.text : t(message.key) });
    } finally {
      setUploading(false);
    }
  };

  const save = () => {
    if (!image) {
      setMissingImage(true);
      return;
    }
    const saved = markers.map(({ label, ...m }) => (label?.trim() ? { ...m, label: label.trim() } : m));
    commit((d) => attachImageMarker(d, itemId, { uuid: image.uuid, file: image.file, markers: saved }));
  };

  return (
    <EntityModalFrame title={t('imageMarker.title')} size="xl" onClose={onClose}>
      <Stack>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(file) => void upload(file)} accept={IMAGE_MARKER_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
                {image ? t('imageMarker.replace') : t('imageMarker.pick')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('imageMarker.limits')}
          </Text>
        </Group>
        {uploadError && (
          <Alert color="red" role="alert" title={uploadError.file}>
            {uploadError.text}
          </Alert>
        )}
        {missingImage && (
          <Alert color="red" role="alert">
            {t('imageMarker.noImage')}
          </Alert>
        )}
        {image && (
          <>
            <Text size="sm">{t('imageMarker.hint')}</Text>
            <MarkerCanvas
              src={image.file.url ?? imageMarkerUrl(templateId, image.uuid)}
              alt={t('imageMarker.imageAlt', { name: image.file.name ?? '' })}
              markers={markers}
              onPlace={place}
              onMove={move}
              onRemove={remove}
            />
            <Group>
              <Button size="xs" variant="default" onClick={() => place({ x: 50, y: 50 })}>
                {t('imageMarker.add')}
              </Button>
            </Group>
            {markers.map((marker, index) => (
              <Group key={marker.id} gap="xs" wrap="nowrap" data-testid="image-marker-row">
                <Badge color="red.9" circle>
                  {index + 1}
                </Badge>
                <TextInput
                  flex={1}
                  aria-label={t('imageMarker.label', { index: index + 1 })}
                  placeholder={t('imageMarker.labelPlaceholder')}
                  maxLength={200}
                  value={marker.label ?? ''}
                  onChange={(e) => move({ ...marker, label: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('imageMarker.removeMarker', { index: index + 1 })}
                  onClick={() => remove(marker.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </>
        )}
      </Stack>
      <ModalFooter
        refused={refused}
        onRemove={current ? () => commit((d) => detachEntity(d, itemId, 'image_marker_id')) : undefined}
        onCancel={onClose}
        onSave={save}
        saveTestId="image-marker-save"
      />
    </EntityModalFrame>
  );
}
