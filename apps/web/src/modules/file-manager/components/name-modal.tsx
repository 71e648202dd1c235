import { validateEntryName } from '@fieldbook/domain/uploads/index';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { uploadKey } from '../upload-texts';

/** Create a folder or rename an entry: the spec's name rules are checked here first, then by the server. */
export function NameModal({
  title,
  initialName,
  siblingNames,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  /** Names of the other entries of the folder, for the "already exists" rule. */
  siblingNames: readonly string[];
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEntryName(name, siblingNames);
    if (problem) {
      setError(t(uploadKey(problem)));
      return;
    }
    onSubmit(name).then(onClose, (failure: unknown) => {
      if (isApiError(failure) && failure.status === 422) {
        setError(failure.fieldErrors.name ?? failure.body.message);
      }
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('file-manager:columns.name')}
          required
          data-autofocus
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          data-testid="entry-name"
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="modal-submit">
            {t('common:gen.actions.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
