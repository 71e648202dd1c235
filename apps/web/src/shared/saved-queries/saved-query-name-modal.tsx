import { SAVED_QUERY_NAME_MAX } from '@fieldbook/domain';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedQueryNameError } from './saved-query-tabs';

/** Asks for a saved query's name (add or rename), validated by the domain rule (spec §5). */
export function SavedQueryNameModal({
  opened,
  title,
  initialName,
  busy,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  initialName: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(opened);
  if (shownFor !== opened) {
    setShownFor(opened);
    setName(initialName);
    setError(null);
  }
  const submit = () => {
    const problem = savedQueryNameError(name);
    setError(problem);
    if (!problem) onSubmit(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={t('common:gen.savedQueries.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error ? t(`common:${error}`, { count: SAVED_QUERY_NAME_MAX }) : undefined}
          data-autofocus
          withAsterisk
          data-testid="saved-query-name"
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common:gen.actions.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
