import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  ANSWER_MARKER_LABEL_MAX,
  ANSWER_MARKERS_MAX,
  type AnswerMarker,
} from '@fieldbook/domain/inspections';
import { imageMarkerUrl, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkerCanvas } from '../../../template-entities/image-marker/marker-canvas';
import type { LocalAnswer } from '../../local/runner-db';
import type { LoadedRunner } from '../../use-runner';
import { addedMarker, movedMarker, removedMarker, toCanvasPoints } from './marker-points';

/** A long label (German) wraps inside the button instead of being cut on a phone. */
const WRAP = { label: { whiteSpace: 'normal' as const, paddingBlock: 6 } };

interface Props {
  doc: TemplateDocument;
  item: Item;
  instance: number;
  answer: LocalAnswer | undefined;
  runner: Pick<LoadedRunner, 'record'>;
}

/**
 * An item's image marker taken as an answer (ADR 207): a tap or click on the image places a numbered marker, a
 * marker is dragged or, focused, moved with the arrow keys and removed with Delete; "Add a marker at the centre"
 * serves keyboards. Each marker may carry a short label. Every change records the whole list as the `markers` part.
 */
export function MarkerAnswer({ doc, item, instance, answer, runner }: Props) {
  const { t } = useTranslation('inspection-runner');
  const image = doc.image_markers.find((m) => m.uuid === item.options.image_marker_id);
  const stored = answer?.markers ?? [];
  const [markers, setMarkers] = useState<AnswerMarker[]>(stored);
  const box = useRef<HTMLDivElement>(null);
  const storedKey = JSON.stringify(stored);
  // A collaborator's markers (a merged pull) show unless the person is working on them here: their own edits win.
  useEffect(() => {
    if (!box.current?.contains(document.activeElement)) setMarkers(JSON.parse(storedKey) as AnswerMarker[]);
  }, [storedKey]);
  if (!image?.file) return null;

  const change = (next: AnswerMarker[]) => {
    setMarkers(next);
    runner.record({ kind: 'markers', item_id: item.id, instance, markers: next });
  };
  const full = markers.length >= ANSWER_MARKERS_MAX;
  const place = (point: { x: number; y: number }) => {
    if (!full) change(addedMarker(markers, point));
  };
  const points = toCanvasPoints(markers);

  return (
    <Paper withBorder p="xs" radius="sm" mt={6} ref={box} data-testid={`runner-markers-${item.id}`}>
      <Text size="sm" fw={600}>
        {t('markers.title')}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t('markers.hint')}
      </Text>
      <MarkerCanvas
        src={image.file.url ?? imageMarkerUrl(doc.template_id, image.uuid)}
        alt={t('markers.imageAlt', { title: item.title })}
        markers={points}
        onPlace={place}
        onMove={(point) => change(movedMarker(markers, point))}
        onRemove={(id) => change(removedMarker(markers, id))}
      />
      <Group mt={6}>
        <Button
          size="sm"
          variant="default"
          h="auto"
          mih={36}
          styles={WRAP}
          disabled={full}
          onClick={() => place({ x: 50, y: 50 })}
        >
          {t('markers.addCentre')}
        </Button>
      </Group>
      {points.length > 0 && (
        <Stack gap={6} mt={6}>
          {points.map((point, index) => (
            <Group key={point.id} gap="xs" wrap="nowrap" data-testid="runner-marker-row">
              <Badge color="red.9" circle aria-hidden>
                {index + 1}
              </Badge>
              <TextInput
                flex={1}
                miw={0}
                aria-label={t('markers.label', { number: index + 1 })}
                placeholder={t('markers.labelPlaceholder')}
                maxLength={ANSWER_MARKER_LABEL_MAX}
                value={point.label ?? ''}
                onChange={(e) => change(movedMarker(markers, { ...point, label: e.currentTarget.value }))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('markers.remove', { number: index + 1 })}
                onClick={() => change(removedMarker(markers, point.id))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
