import { Box, Paper, Stack, Text } from '@mantine/core';
import { imageMarkerUrl, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import { markersOf } from '../../template-entities/image-marker/marker-geometry';

/**
 * The image with markers the author attached to an item, shown read-only with its numbered markers and their
 * labels: the inspector looks at it for reference; tapping markers as an answer is not offered.
 */
export function PreviewImageMarker({ doc, item }: { doc: TemplateDocument; item: Item }) {
  const { t } = useTranslation('template-preview');
  const image = doc.image_markers.find((m) => m.uuid === item.options.image_marker_id);
  if (!image?.file) return null;
  const markers = markersOf(image.markers);
  return (
    <Paper withBorder p="xs" radius="sm" mt={6} data-testid={`preview-image-marker-${item.id}`}>
      <Text size="xs" fw={600} c="dimmed">
        {t('imageMarkers.title')}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t('imageMarkers.readOnly')}
      </Text>
      <Box pos="relative">
        <img
          src={image.file.url ?? imageMarkerUrl(doc.template_id, image.uuid)}
          alt={t('imageMarkers.title')}
          style={{ display: 'block', width: '100%', borderRadius: 4 }}
        />
        {markers.map((marker, index) => (
          <Text
            key={marker.id}
            component="span"
            size="xs"
            fw={700}
            aria-hidden
            style={{
              position: 'absolute',
              left: `${marker.x}%`,
              top: `${marker.y}%`,
              transform: 'translate(-50%, -50%)',
              minWidth: 22,
              textAlign: 'center',
              borderRadius: 11,
              background: 'var(--mantine-color-red-filled)',
              color: 'var(--mantine-color-white)',
            }}
          >
            {index + 1}
          </Text>
        ))}
      </Box>
      {markers.length > 0 && (
        <Stack gap={0} mt={4} component="ol" pl="md">
          {markers.map((marker, index) => (
            <Text key={marker.id} component="li" size="xs">
              {marker.label || t('imageMarkers.marker', { number: index + 1 })}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
