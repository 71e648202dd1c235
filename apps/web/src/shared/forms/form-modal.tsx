import { Button, Group, Modal } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame every form dialog shares: a centred modal around a form, the fields, and Cancel plus a submit
 * button (Save unless told otherwise) that shows the request in flight.
 */
export function FormModal({
  title,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  /** Defaults to Save. */
  submitLabel?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
      title={title}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        {children}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="modal-submit">
            {submitLabel ?? t('common:gen.actions.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
