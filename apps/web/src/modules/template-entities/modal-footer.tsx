import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The entity modals' shared footer: the refusal notice, an optional remove, cancel and save. */
export function ModalFooter({
  refused,
  onRemove,
  removeLabel,
  onCancel,
  onSave,
  saveTestId,
}: {
  refused: boolean;
  onRemove?: () => void;
  removeLabel?: string;
  onCancel(): void;
  onSave(): void;
  saveTestId: string;
}) {
  const { t } = useTranslation('template-entities');
  return (
    <>
      {refused && (
        <Alert color="red" mt="md">
          {t('refused')}
        </Alert>
      )}
      <Group justify="space-between" mt="md">
        <div>
          {onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {removeLabel ?? t('remove')}
            </Button>
          )}
        </div>
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={onSave} data-testid={saveTestId}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
