import { newTemplateRequestSchema } from '@fieldbook/domain/templates';
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { templateEditorPath, templatesApi, useTemplateMutation } from '../api/templates-api';
import { FolderSelect } from './folder-select';

/** Creates a seeded draft template in a folder and opens it in the editor. */
export function TemplateCreateModal({ parentId, onClose }: { parentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(newTemplateRequestSchema, {
    defaultValues: { title: '', parent_id: parentId, description: '' },
  });
  const create = useTemplateMutation(templatesApi.create);
  const submit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (answer) => navigate(templateEditorPath(answer.data.id)),
      (error: unknown) => applyServerErrors(form, error),
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
      title={t('templates:create')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('templates:fields.title')}
            required
            data-autofocus
            error={form.formState.errors.title?.message}
            {...form.register('title')}
            data-testid="template-title"
          />
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field, fieldState }) => (
              <FolderSelect
                label={t('templates:fields.folder')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea
            label={t('templates:fields.description')}
            autosize
            minRows={2}
            error={form.formState.errors.description?.message}
            {...form.register('description')}
          />
        </Stack>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="modal-submit">
            {t('common:gen.actions.create')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
