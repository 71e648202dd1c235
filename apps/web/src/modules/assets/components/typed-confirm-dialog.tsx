import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the typed confirmation matches the record's title exactly (spec §5). */
export function confirmTextMatches(typed: string, title: string): boolean {
  return typed === title;
}

/**
 * Delete confirmation for assets and asset types: the confirm button stays disabled until the typed text equals the
 * title (spec §5 "delete-confirm text must equal the asset title"); the deny button says "No" (spec §8).
 */
export function TypedConfirmDialog({
  title,
  message,
  recordTitle,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  recordTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = confirmTextMatches(typed, recordTitle);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          <TextInput
            label={t('assets:confirm.typeTitle', { title: recordTitle })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="typed-confirm-input"
          />
        </Stack>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.no')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={busy} data-testid="confirm-yes">
            {t('common:gen.actions.yes')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
