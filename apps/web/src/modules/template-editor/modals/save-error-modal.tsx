import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §8: any other save failure; the draft stays in the editor and can be sent again. */
export function SaveErrorModal({
  opened,
  detail,
  onRetry,
  onClose,
}: {
  opened: boolean;
  /** The server's own message, when it sent one. */
  detail: string | null;
  onRetry(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('template-editor');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('saveError.title')}
      centered
    >
      <Stack data-testid="save-error-modal">
        <Text size="sm">{t('saveError.text')}</Text>
        {detail && (
          <Text size="sm" c="dimmed" data-testid="save-error-detail">
            {detail}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onRetry}>{t('saveError.retry')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
