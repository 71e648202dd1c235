import { groupRequestSchema } from '@fieldbook/domain';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';

/** Create or rename a group: its name, validated by the domain schema. */
export function GroupNameModal({
  title,
  initialName,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  busy: boolean;
  /** Resolves when stored; a rejection with a 422 is shown on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(groupRequestSchema, { defaultValues: { name_lang: initialName } });
  const submit = form.handleSubmit((values) =>
    onSubmit(values.name_lang).then(onClose, (error: unknown) => applyServerErrors(form, error)),
  );
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={t('groups:fields.name')}
          required
          data-autofocus
          error={form.formState.errors.name_lang?.message}
          {...form.register('name_lang')}
          data-testid="group-name"
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
