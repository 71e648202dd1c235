import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANSWER_MEDIA_MAX, mediaKindOf } from '@fieldbook/domain/inspections';
import type { ItemState } from '@fieldbook/domain/rules';
import { IconCamera, IconNote, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../../template-preview/components/preview-effects';
import { compressImage } from '../image-compress';
import type { LocalAnswer } from '../local/runner-db';
import type { LoadedRunner } from '../use-runner';
import classes from './runner-view.module.css';

interface Props {
  state: ItemState;
  answer: LocalAnswer | undefined;
  runner: Pick<LoadedRunner, 'record' | 'storeFile'>;
}

/**
 * The note and media of one answer, on every question: shown open when rules require them or they hold something,
 * else behind two big buttons. A phone takes photos with its camera; a desktop picks any file.
 */
export function AnswerParts({ state, answer, runner }: Props) {
  const { t } = useTranslation('inspection-runner');
  const phone = useMediaQuery('(pointer: coarse)');
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState(answer?.note ?? '');
  const noteField = useRef<HTMLTextAreaElement>(null);
  const stored = answer?.note ?? '';
  // A collaborator's note (a merged pull) shows unless the person is typing here: their own keystrokes win.
  useEffect(() => {
    if (document.activeElement !== noteField.current) setNote(stored);
  }, [stored]);
  const media = answer?.media ?? [];
  const { item_id, instance } = state;
  const showNote = noteOpen || state.note_required || (answer?.note ?? '') !== '';

  async function attach(files: File[]) {
    const refs = [];
    for (const file of files.slice(0, ANSWER_MEDIA_MAX - media.length)) {
      const small = await compressImage(file);
      refs.push(await runner.storeFile(small.blob, small.name, mediaKindOf(small.blob.type)));
    }
    runner.record({ kind: 'media', item_id, instance, file_ids: [...media, ...refs].map((m) => m.id) }, refs);
  }

  return (
    <Stack gap={6} mt={6}>
      {showNote && (
        <Textarea
          label={t('note')}
          required={state.note_required}
          autosize
          minRows={2}
          ref={noteField}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            runner.record({ kind: 'note', item_id, instance, note: e.currentTarget.value || null });
          }}
          data-testid={`runner-note-${item_id}`}
        />
      )}
      {media.length > 0 && (
        <Stack gap={4} data-testid={`runner-media-${item_id}`}>
          {media.map((m) => (
            <Group key={m.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate="end">
                {m.name}
              </Text>
              <ActionIcon
                size="xl"
                variant="subtle"
                color="red"
                aria-label={t('removeMedia', { name: m.name })}
                onClick={() =>
                  runner.record({
                    kind: 'media',
                    item_id,
                    instance,
                    file_ids: media.filter((x) => x.id !== m.id).map((x) => x.id),
                  })
                }
              >
                <IconX size={20} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {state.media_required && media.length === 0 && (
        <Text size="sm">
          {t('mediaRequired')}
          <RequiredMark />
        </Text>
      )}
      <Group gap={4}>
        {!showNote && (
          <Button
            variant="subtle"
            color="gray"
            className={classes.partButton}
            leftSection={<IconNote size={18} />}
            onClick={() => setNoteOpen(true)}
            aria-label={t('addNote')}
          >
            {t('noteShort')}
          </Button>
        )}
        {media.length < ANSWER_MEDIA_MAX && (
          <FileButton
            multiple
            accept={phone ? 'image/*' : undefined}
            capture={phone ? 'environment' : undefined}
            onChange={(files) => void attach(files)}
          >
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                color="gray"
                className={classes.partButton}
                leftSection={phone ? <IconCamera size={18} /> : <IconPaperclip size={18} />}
                data-testid={`runner-add-media-${item_id}`}
                aria-label={phone ? t('takePhoto') : t('addFile')}
              >
                {phone ? t('photoShort') : t('fileShort')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Stack>
  );
}
