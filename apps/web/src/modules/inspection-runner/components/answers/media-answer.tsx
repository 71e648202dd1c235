import { useState } from 'react';
import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { ANSWER_MEDIA_MAX, clipMaxSeconds, photoOutputOf } from '@fieldbook/domain/inspections';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../../../template-preview/components/preview-effects';
import { MEDIA_KINDS } from '../../../template-preview/components/answers/media-kinds';
import classes from '../runner-view.module.css';
import { attachMedia, type MediaLimits } from './attach-media';
import { MediaList } from './media-list';
import type { RunnerAnswerProps } from './runner-answer';

/**
 * A photo, video, audio or file question: its answer is the media itself (ADR 194), taken with one big button
 * that opens the phone's camera or recorder (any file picker on a desktop; the gallery when the author allows only
 * the library). A photo question holds one photo unless it allows several.
 */
export function MediaAnswer({ item, state, label, answer, runner }: RunnerAnswerProps) {
  const { t } = useTranslation('template-preview');
  const { t: tr } = useTranslation('inspection-runner');
  const [refused, setRefused] = useState<string[]>([]);
  const kind = MEDIA_KINDS[item.type]!;
  const Icon = kind.icon;
  const media = answer?.media ?? [];
  const most = item.type === 'photo' && item.options.multi_photo !== true ? 1 : ANSWER_MEDIA_MAX;
  const target = { item_id: item.id, instance: state.instance };
  // An author who allows the photo library but not the camera lets the phone offer its gallery.
  const limits: MediaLimits = {
    photo: photoOutputOf(item.options.quality),
    maxSeconds: item.type === 'video' || item.type === 'audio' ? clipMaxSeconds(item.options) : null,
  };
  const camera = kind.capture && !(item.options.photo_library === true && item.options.allow_camera !== true);
  return (
    <Stack gap={6} data-testid={`runner-media-answer-${item.id}`}>
      <Text size="sm" fw={500}>
        {label}
        {state.required && <RequiredMark />}
      </Text>
      <MediaList target={target} media={media} runner={runner} />
      {refused.map((name) => (
        <Alert key={name} color="red" role="alert" data-testid={`runner-media-refused-${item.id}`}>
          {tr('clipTooLong', { name, seconds: limits.maxSeconds })}
        </Alert>
      ))}
      {media.length < most && (
        <FileButton
          multiple={most > 1}
          accept={kind.accept}
          capture={camera ? 'environment' : undefined}
          disabled={!state.enabled}
          onChange={(picked: File[] | File | null) => {
            const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
            void attachMedia(runner, target, media, files.slice(0, most - media.length), limits).then(
              (tooLong) => setRefused(tooLong.map((file) => file.name)),
            );
          }}
        >
          {(props) => (
            <Button
              {...props}
              size="lg"
              className={classes.button}
              leftSection={<Icon size={22} aria-hidden />}
              data-testid={`runner-take-${item.id}`}
            >
              {t(kind.labelKey)}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
