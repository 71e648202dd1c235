import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec §8: a save refused with CKL_REVISION_NOT_MATCH. The local draft stays in the editor until
 * the person chooses: keep theirs (saved over the newer revision) or load the saved version.
 */
export function RevisionConflictModal({
  message,
  onKeepMine,
  onLoadSaved,
}: {
  message: string | null;
  onKeepMine(): void;
  onLoadSaved(): void;
}) {
  const { t } = useTranslation('template-editor');
  return (
    <Modal
      opened={message !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('conflict.title')}
      centered
    >
      <Stack data-testid="conflict-modal">
        <Text size="sm" fw={500}>
          {message}
        </Text>
        <Text size="sm" c="dimmed">
          {t('conflict.text')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLoadSaved} data-testid="conflict-load-saved">
            {t('conflict.loadSaved')}
          </Button>
          <Button onClick={onKeepMine} data-testid="conflict-keep-mine">
            {t('conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
