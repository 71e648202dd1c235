import type { ItemState } from '@fieldbook/domain/rules';
import { Alert, Group, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A required marker after a label, as Mantine draws it on required inputs. */
export function RequiredMark() {
  return (
    <Text component="span" c="var(--mantine-color-error)" aria-hidden="true">
      {' *'}
    </Text>
  );
}

/**
 * What rules ask of an answer, shown as the runner will (ADR 191): a required note field, a media
 * requirement and a notice per issue the answer will raise. The runner draws note and media itself (withParts false).
 */
export function PreviewEffects({ state, withParts = true }: { state: ItemState; withParts?: boolean }) {
  const { t } = useTranslation('template-preview');
  const [note, setNote] = useState('');
  const id = state.item_id;
  return (
    <>
      {withParts && state.note_required && (
        <Textarea
          mt={6}
          size="xs"
          label={t('note')}
          required
          autosize
          minRows={1}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid={`preview-note-${id}`}
        />
      )}
      {withParts && state.media_required && (
        <Group gap={6} mt={6} wrap="nowrap" data-testid={`preview-media-${id}`}>
          <IconCamera size={16} aria-hidden="true" />
          <Text size="xs">
            {t('mediaRequired')}
            <RequiredMark />
          </Text>
        </Group>
      )}
      {state.issues.map((issue) => (
        <Alert
          key={issue.action_id}
          mt={6}
          p="xs"
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          data-testid={`preview-issue-${id}`}
        >
          <Text size="xs">{t('issueRaised', { title: issue.title || t('untitledIssue') })}</Text>
        </Alert>
      ))}
    </>
  );
}
