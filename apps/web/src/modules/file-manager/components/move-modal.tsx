import { validatePasteDestination, type ClipboardEntry } from '@fieldbook/domain/uploads/index';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelect } from '../../../shared/tree-select/tree-select';
import type { TreeSelection } from '../../../shared/tree-select/tree-selection';
import { FOLDERS_ENDPOINT } from '../api/file-manager-api';
import { uploadKey } from '../upload-texts';

/** Move entries to a folder chosen in the tree selector; no folder chosen means the top level. */
export function MoveModal({
  entries,
  busy,
  onMove,
  onClose,
}: {
  entries: readonly ClipboardEntry[];
  busy: boolean;
  onMove: (destinationId: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TreeSelection[]>([]);
  const [error, setError] = useState<string | null>(null);
  const chosen = target[0] ?? null;
  const move = () => {
    const destination = {
      id: chosen ? String(chosen.id) : null,
      ancestorIds: chosen ? chosen.path.map(String) : [],
      entryNames: [],
    };
    const problem = validatePasteDestination(entries, destination);
    if (problem) {
      setError(t(uploadKey(problem)));
      return;
    }
    onMove(destination.id).then(onClose, () => undefined);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('file-manager:move.title', { count: entries.length })}
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <Stack gap="sm">
        <TreeSelect
          url={FOLDERS_ENDPOINT}
          label={t('file-manager:move.destination')}
          placeholder={t('file-manager:root')}
          value={target}
          onChange={(next) => {
            setTarget(next.slice(-1));
            setError(null);
          }}
          data-testid="move-destination"
        />
        <Text size="sm" c="dimmed">
          {t('file-manager:move.hint')}
        </Text>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="move-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button onClick={move} loading={busy} data-testid="move-submit">
            {t('file-manager:actions.moveHere')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
