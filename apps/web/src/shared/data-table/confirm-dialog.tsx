import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Confirmation dialog of list actions (delete, cancel invitation…); the deny button says "No" (spec §8). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = true,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('common:gen.actions.no')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          loading={busy}
          onClick={onConfirm}
          data-testid="confirm-yes"
        >
          {confirmLabel ?? t('common:gen.actions.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
