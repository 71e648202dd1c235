import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderSelect } from './folder-select';

/** Asks for a destination folder (moving or cloning a template); resolves through `onSubmit`. */
export function FolderChoiceModal({
  title,
  description,
  initialParentId,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  initialParentId: string | null;
  busy: boolean;
  onSubmit: (parentId: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [parentId, setParentId] = useState(initialParentId);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
      title={title}
      centered
    >
      <Text size="sm" mb="sm">
        {description}
      </Text>
      <FolderSelect label={t('templates:fields.folder')} value={parentId} onChange={setParentId} />
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('common:gen.actions.cancel')}
        </Button>
        <Button
          loading={busy}
          onClick={() => void onSubmit(parentId).then(onClose, () => undefined)}
          data-testid="modal-submit"
        >
          {t('common:gen.actions.save')}
        </Button>
      </Group>
    </Modal>
  );
}
