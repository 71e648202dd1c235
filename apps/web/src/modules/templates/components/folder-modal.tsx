import { templateFolderRequestSchema, type TemplateFolder } from '@fieldbook/domain/templates';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { foldersApi } from '../api/folders-api';
import { useTemplateMutation } from '../api/templates-api';
import { FolderField } from './folder-select';

/** What the folder modal does: create a folder (optionally inside another) or edit one (rename and move). */
export type FolderModalTarget =
  { kind: 'create'; parentId: string | null } | { kind: 'edit'; folder: TemplateFolder };

/** Create, rename or move a folder: its title and its parent, validated by the domain schema. */
export function FolderModal({ target, onClose }: { target: FolderModalTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = target.kind === 'edit' ? target.folder : null;
  const form = useZodForm(templateFolderRequestSchema, {
    defaultValues: editing
      ? { title: editing.title, parent_id: editing.parent_id }
      : { title: '', parent_id: target.kind === 'create' ? target.parentId : null },
  });
  const save = useTemplateMutation((body: { title: string; parent_id: string | null }) =>
    editing ? foldersApi.update(editing.id, body) : foldersApi.create(body),
  );
  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(onClose, (error: unknown) => applyServerErrors(form, error)),
  );
  return (
    <FormModal
      title={t(editing ? 'templates:folders.edit' : 'templates:folders.create')}
      busy={save.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('templates:folders.title')}
          required
          data-autofocus
          error={form.formState.errors.title?.message}
          {...form.register('title')}
          data-testid="folder-title"
        />
        <FolderField
          control={form.control}
          name="parent_id"
          label={t('templates:folders.parent')}
          excludeId={editing?.id}
        />
      </Stack>
    </FormModal>
  );
}
