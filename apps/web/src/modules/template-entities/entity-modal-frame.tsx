import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every entity modal: open from its first render, titled, with a translated close button. */
export function EntityModalFrame({
  title,
  size,
  onClose,
  children,
}: {
  title: ReactNode;
  size?: ModalProps['size'];
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('template-entities');
  return (
    <Modal opened onClose={onClose} title={title} size={size} closeButtonProps={{ 'aria-label': t('close') }}>
      {children}
    </Modal>
  );
}
