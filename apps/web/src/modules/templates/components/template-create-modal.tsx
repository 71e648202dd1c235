import { newTemplateRequestSchema } from '@fieldbook/domain/templates';
import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../shared/forms/form-modal';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { templateEditorPath, templatesApi, useTemplateMutation } from '../api/templates-api';
import { FolderField } from './folder-select';

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
    <FormModal
      title={t('templates:create')}
      busy={create.isPending}
      submitLabel={t('common:gen.actions.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('templates:fields.title')}
          required
          data-autofocus
          error={form.formState.errors.title?.message}
          {...form.register('title')}
          data-testid="template-title"
        />
        <FolderField control={form.control} name="parent_id" label={t('templates:fields.folder')} />
        <Textarea
          label={t('templates:fields.description')}
          autosize
          minRows={2}
          error={form.formState.errors.description?.message}
          {...form.register('description')}
        />
      </Stack>
    </FormModal>
  );
}
