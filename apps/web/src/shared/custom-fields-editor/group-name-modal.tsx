import { customFieldGroupSchema } from '@fieldbook/domain';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../forms/validation-message';
import { customFieldIssueMessage } from './field-messages';

/** Names a new group or renames one, with the domain's name rule. */
export function GroupNameModal({
  title,
  initialName,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const form = useForm<{ name: string }>({ defaultValues: { name: initialName }, mode: 'onTouched' });
  const validate = (name: string) => {
    const [issue] = customFieldGroupSchema.shape.name.safeParse(name).error?.issues ?? [];
    if (!issue) return true;
    const message = customFieldIssueMessage(issue as ValidationIssue);
    return t(message.key, message.values);
  };
  const submit = form.handleSubmit((values) => onSubmit(values.name.trim()));
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label={t('group.name')}
          required
          data-autofocus
          error={form.formState.errors.name?.message}
          {...form.register('name', { validate })}
          data-testid="cfe-group-name"
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" data-testid="cfe-group-submit">
            {t('modal.apply')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
