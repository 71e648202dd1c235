import { Button, FileButton, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { ANSWER_MEDIA_MAX } from '@fieldbook/domain/inspections';
import type { ItemState } from '@fieldbook/domain/rules';
import { IconAlertTriangle, IconCamera, IconNote, IconPaperclip } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../../template-preview/components/preview-effects';
import type { LocalAnswer } from '../local/runner-db';
import type { LoadedRunner } from '../use-runner';
import { attachMedia } from './answers/attach-media';
import { MediaList } from './answers/media-list';
import { RaiseIssueDialog } from './raise-issue-dialog';
import classes from './runner-view.module.css';

interface Props {
  state: ItemState;
  answer: LocalAnswer | undefined;
  runner: Pick<LoadedRunner, 'record' | 'storeFile' | 'inspectionId' | 'doc'>;
  /** False on a media question, whose own control takes the media (only the note is offered here). */
  withMedia?: boolean;
}

/**
 * The note and media of one answer, on every question: shown open when rules require them or they hold something,
 * else behind two big buttons. A phone takes photos with its camera; a desktop picks any file. "Raise issue" opens
 * the raise-issue dialog (online only: offline the button is disabled and says why).
 */
function AnswerPartsOf({ state, answer, runner, withMedia = true }: Props) {
  const { t } = useTranslation('inspection-runner');
  const phone = useMediaQuery('(pointer: coarse)');
  const { online } = useNetwork();
  const [noteOpen, setNoteOpen] = useState(false);
  const [raising, setRaising] = useState(false);
  const [note, setNote] = useState(answer?.note ?? '');
  const noteField = useRef<HTMLTextAreaElement>(null);
  const stored = answer?.note ?? '';
  // A collaborator's note (a merged pull) shows unless the person is typing here: their own keystrokes win.
  useEffect(() => {
    if (document.activeElement !== noteField.current) setNote(stored);
  }, [stored]);
  const media = answer?.media ?? [];
  const { item_id, instance } = state;
  const item = runner.doc.items.find((i) => i.id === item_id);
  const showNote = noteOpen || state.note_required || (answer?.note ?? '') !== '';

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
      {withMedia && <MediaList target={{ item_id, instance }} media={media} runner={runner} />}
      {withMedia && state.media_required && media.length === 0 && (
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
        {withMedia && media.length < ANSWER_MEDIA_MAX && (
          <FileButton
            multiple
            accept={phone ? 'image/*' : undefined}
            capture={phone ? 'environment' : undefined}
            onChange={(files) => void attachMedia(runner, { item_id, instance }, media, files)}
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
        {item && (
          <Tooltip label={t('raiseIssue.offline')} disabled={online}>
            <Button
              variant="subtle"
              color="gray"
              className={classes.partButton}
              leftSection={<IconAlertTriangle size={18} />}
              disabled={!online}
              onClick={() => setRaising(true)}
              data-testid={`runner-raise-issue-${item_id}`}
            >
              {t('raiseIssue.button')}
            </Button>
          </Tooltip>
        )}
      </Group>
      {raising && item && (
        <RaiseIssueDialog
          runner={runner}
          item={item}
          instance={instance}
          answer={answer}
          onClose={() => setRaising(false)}
        />
      )}
    </Stack>
  );
}

/** The parts read only these of the item's state: a calculation or colour change elsewhere leaves them alone. */
function sameParts(before: Props, after: Props): boolean {
  return (
    before.answer === after.answer &&
    before.runner === after.runner &&
    before.withMedia === after.withMedia &&
    before.state.item_id === after.state.item_id &&
    before.state.instance === after.state.instance &&
    before.state.note_required === after.state.note_required &&
    before.state.media_required === after.state.media_required
  );
}

/** One answer's note, media and raise-issue buttons, re-rendered only when what they show changes. */
export const AnswerParts = memo(AnswerPartsOf, sameParts);
