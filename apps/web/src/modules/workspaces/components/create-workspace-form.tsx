import { newWorkspaceRequestSchema } from '@fieldbook/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useCreateWorkspace } from '../api/workspaces-api';

/** Name a new workspace and create it; the list refreshes and the user can switch to it. */
export function CreateWorkspaceForm({ autoFocus, onCreated }: { autoFocus?: boolean; onCreated?(): void }) {
  const { t } = useTranslation();
  const create = useCreateWorkspace();
  const form = useZodForm(newWorkspaceRequestSchema, { defaultValues: { name: '' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        form.reset();
        onCreated?.();
      },
      onError: (error) => {
        // Workspace creation failures carry their field map in data.data (spec §8) or in data.
        const nested = isApiError(error) ? error.body.data?.data : undefined;
        if (nested && typeof nested === 'object' && 'name' in nested && typeof nested.name === 'string') {
          form.setError('name', { type: 'server', message: nested.name });
          return;
        }
        applyServerErrors(form, error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label={t('workspaces:create.name')}
          placeholder={t('workspaces:create.placeholder')}
          required
          autoFocus={autoFocus}
          error={form.formState.errors.name?.message}
          style={{ flex: '1 1 240px' }}
          {...form.register('name')}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          {t('workspaces:create.submit')}
        </Button>
      </Group>
    </form>
  );
}
