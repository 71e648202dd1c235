import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Can } from '../../../shared/session/can';
import { useSession } from '../../../shared/session/use-session';
import { assetsApi, useAssetMutation } from '../api/assets-api';
import { AssetForm } from '../components/asset-form';
import { TypedConfirmDialog } from '../components/typed-confirm-dialog';
import { AssetInspectionsSection } from '../../inspections/components/asset-inspections-section';

const MANAGE = 'SST_VIEW_ARCHIVED_ASSETS';

/** /assets/{uuid}: an asset's values in its type's groups; edit, delete (typing the name), restore when archived. */
export function AssetDetailPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const asset = useQuery({ queryKey: ['assets', 'asset', uuid], queryFn: () => assetsApi.get(uuid) });
  const update = useAssetMutation((body: Parameters<typeof assetsApi.update>[1]) =>
    assetsApi.update(uuid, body),
  );
  const remove = useAssetMutation(() => assetsApi.remove(uuid));
  const restore = useAssetMutation(() => assetsApi.restore(uuid));
  const [deleting, setDeleting] = useState(false);
  const data = asset.data?.data;
  if (!data) return null;
  const archived = data.archived_at !== null;
  const fields = Array.isArray(data.fields) ? {} : data.fields;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={archived ? '/assets/archive' : '/assets'} size="sm">
          {t(archived ? 'assets:archiveTitle' : 'assets:title')}
        </Anchor>
        <span>{data.display_name}</span>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz="h2">
          {data.display_name}
        </Title>
        <Can permission={MANAGE}>
          <Group gap="xs">
            {archived && (
              <Button variant="light" loading={restore.isPending} onClick={() => restore.mutate(undefined)}>
                {t('assets:restore')}
              </Button>
            )}
            <Button color="red" variant="light" onClick={() => setDeleting(true)} data-testid="delete-asset">
              {archived ? t('assets:deleteForGood') : t('common:gen.actions.delete')}
            </Button>
          </Group>
        </Can>
      </Group>
      {archived && (
        <Alert color="yellow" data-testid="archived-notice">
          {t('assets:archivedNotice')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('assets:lastInspectionText', {
          date: data.last_inspection_at ? data.last_inspection_at.slice(0, 10) : t('assets:never'),
        })}
      </Text>
      {!archived && <AssetInspectionsSection assetId={data.id} />}
      <Paper withBorder p="md">
        <AssetForm
          key={data.updated_at}
          isNew={false}
          readOnly={archived || !session.allows(MANAGE)}
          initial={{
            asset_id: data.asset_id,
            display_name: data.display_name,
            type_id: data.type.id,
            type_name: data.type.name,
            fields,
          }}
          busy={update.isPending}
          onSubmit={(body) => update.mutateAsync(body)}
        />
      </Paper>
      {deleting && (
        <TypedConfirmDialog
          title={archived ? t('assets:deleteForGood') : t('assets:delete')}
          message={t(archived ? 'assets:deleteForGoodConfirm' : 'assets:deleteConfirm', {
            name: data.display_name,
          })}
          recordTitle={data.display_name}
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void navigate(archived ? '/assets/archive' : '/assets'),
            })
          }
        />
      )}
    </Stack>
  );
}
