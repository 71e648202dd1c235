import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame every form dialog shares: a centred modal around a form, the fields, and Cancel plus a submit
 * button (Save unless told otherwise) that shows the request in flight. The page never reloads on submit.
 */
export function FormModal({
  opened = true,
  size,
  title,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  /** For a dialog that stays mounted and is shown on demand; open by default. */
  opened?: boolean;
  size?: ModalProps['size'];
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
      opened={opened}
      size={size}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
      title={title}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
      >
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
