import { assetTypeRequestSchema, type AssetType, type CustomFieldEntry } from '@fieldbook/domain';
import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { CustomFieldsEditor } from '../../../shared/custom-fields-editor';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { Can } from '../../../shared/session/can';
import { useSession } from '../../../shared/session/use-session';
import { showToast } from '../../../shared/ui/toast';
import { assetsApi, useAssetMutation } from '../api/assets-api';
import { TypedConfirmDialog } from '../components/typed-confirm-dialog';

const MANAGE = 'SST_VIEW_ARCHIVED_ASSET_TYPES';
const nameOnly = assetTypeRequestSchema.pick({ name: true });

function RenameForm({ type, readOnly }: { type: AssetType; readOnly: boolean }) {
  const { t } = useTranslation();
  const rename = useAssetMutation((name: string) =>
    assetsApi.updateType(type.id, { name, fields: type.fields }),
  );
  const form = useZodForm(nameOnly, { defaultValues: { name: type.name } });
  const submit = form.handleSubmit((values) =>
    rename.mutateAsync(values.name).catch((error: unknown) => applyServerErrors(form, error)),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('assets:types.fields.name')}
          required
          readOnly={readOnly}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
          style={{ flex: '1 1 16rem' }}
          data-testid="asset-type-name-input"
        />
        {!readOnly && (
          <Button type="submit" loading={rename.isPending} disabled={!form.formState.isDirty}>
            {t('assets:types.rename')}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** /assets/types/{uuid}: the type's name and its custom fields in the shared custom-fields editor. */
export function AssetTypeDetailPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const query = useQuery({ queryKey: ['assets', 'type', uuid], queryFn: () => assetsApi.getType(uuid) });
  const remove = useAssetMutation(() => assetsApi.removeType(uuid));
  const restore = useAssetMutation(() => assetsApi.restoreType(uuid));
  const [deleting, setDeleting] = useState(false);
  const type = query.data?.data;
  if (!type) return null;
  const archived = type.archived_at !== null;
  const readOnly = archived || !session.allows(MANAGE);

  const saveFields = async (entries: CustomFieldEntry[]) => {
    try {
      const answer = await assetsApi.saveTypeFields(type.id, { name: type.name, fields: entries });
      client.setQueryData(['assets', 'type', uuid], { data: answer.data });
      await client.invalidateQueries({ queryKey: ['list'] });
      return answer.data.fields;
    } catch (error) {
      if (!(isApiError(error) && error.status === 422) && error instanceof Error)
        showToast('error', error.message);
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={archived ? '/assets/types/archive' : '/assets/types'} size="sm">
          {t(archived ? 'assets:types.archiveTitle' : 'assets:types.title')}
        </Anchor>
        <span>{type.name}</span>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz="h2">
          {type.name}
        </Title>
        <Can permission={MANAGE}>
          <Group gap="xs">
            {archived && (
              <Button variant="light" loading={restore.isPending} onClick={() => restore.mutate(undefined)}>
                {t('assets:restore')}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              onClick={() => setDeleting(true)}
              data-testid="delete-asset-type"
            >
              {archived ? t('assets:deleteForGood') : t('common:gen.actions.delete')}
            </Button>
          </Group>
        </Can>
      </Group>
      {archived && <Alert color="yellow">{t('assets:archivedNotice')}</Alert>}
      <Paper withBorder p="md">
        <RenameForm key={type.updated_at} type={type} readOnly={readOnly} />
      </Paper>
      <CustomFieldsEditor
        value={type.fields}
        readOnly={readOnly}
        onSave={saveFields}
        unusedFieldDelete={
          readOnly
            ? undefined
            : async (key) => {
                const answer = await assetsApi.deleteUnusedField(key);
                client.setQueryData(['assets', 'type', uuid], { data: answer.data });
              }
        }
      />
      {deleting && (
        <TypedConfirmDialog
          title={archived ? t('assets:deleteForGood') : t('assets:types.delete')}
          message={t(archived ? 'assets:deleteForGoodConfirm' : 'assets:types.deleteConfirm', {
            name: type.name,
          })}
          recordTitle={type.name}
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void navigate(archived ? '/assets/types/archive' : '/assets/types'),
            })
          }
        />
      )}
    </Stack>
  );
}
