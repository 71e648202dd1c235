import { assetSchema, type Asset } from '@fieldbook/domain';
import { Anchor, Button, Group, Menu, Modal } from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { ASSET_ENDPOINTS, assetsApi, useAssetMutation, useAssetTypeOptions } from '../api/assets-api';
import { AssetForm } from './asset-form';
import { AssetImportButton } from './asset-import-button';
import {
  customFieldColumns,
  customFieldFilters,
  listedFields,
  registerFieldLabels,
} from './custom-field-columns';
import { TypedConfirmDialog } from './typed-confirm-dialog';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';
import { CreateButton } from '../../../shared/ui/create-button';

const MANAGE = 'SST_VIEW_ARCHIVED_ASSETS';

const baseFilters: FilterDefinition[] = [
  { field: 'asset_id', labelKey: 'assets:fields.assetId', type: 'text' },
  { field: 'display_name', labelKey: 'assets:fields.displayName', type: 'text' },
  {
    field: 'type',
    labelKey: 'assets:fields.type',
    type: 'multi-select',
    remoteUrl: ASSET_ENDPOINTS.typeOptions,
  },
  { field: 'last_inspection_at', labelKey: 'assets:fields.lastInspection', type: 'date' },
  { field: 'created_at', labelKey: 'assets:fields.createdAt', type: 'date' },
];

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The asset list and its archive (/assets, /assets/archive): filters incl. custom fields, bulk archive/restore. */
export function AssetTable({ scope }: { scope: 'active' | 'archived' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archived = scope === 'archived';
  const types = useAssetTypeOptions();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const create = useAssetMutation(assetsApi.create);
  const remove = useAssetMutation(assetsApi.remove);
  const restore = useAssetMutation(assetsApi.restore);
  const bulkArchive = useAssetMutation(assetsApi.bulkArchive);
  const bulkRestore = useAssetMutation(assetsApi.bulkRestore);

  // Names are registered before the columns that show them render (registering is idempotent).
  const fields = useMemo(() => {
    const listed = listedFields(types.data ?? []);
    registerFieldLabels(listed);
    return listed;
  }, [types.data]);

  const actions: DataTableColumn<Asset> = actionsColumn('assets:fields.actions', (asset: Asset) => (
    <Can permission={MANAGE}>
      <RowActionsMenu
        label={t('assets:actionsFor', { name: asset.display_name })}
        testId={`asset-actions-${asset.asset_id}`}
      >
        {archived ? (
          <Menu.Item onClick={() => restore.mutate(asset.id)}>{t('assets:restore')}</Menu.Item>
        ) : (
          <Menu.Item component={Link} to={`/assets/${asset.id}`}>
            {t('common:gen.actions.edit')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => setDeleting(asset)}>
          {archived ? t('assets:deleteForGood') : t('common:gen.actions.delete')}
        </Menu.Item>
      </RowActionsMenu>
    </Can>
  ));
  const columns: DataTableColumn<Asset>[] = [
    {
      id: 'asset_id',
      headerKey: 'assets:fields.assetId',
      sortable: true,
      hideable: false,
      cell: (asset) => (
        <Anchor component={Link} to={`/assets/${asset.id}`} size="sm" onClick={(e) => e.stopPropagation()}>
          {asset.asset_id}
        </Anchor>
      ),
    },
    {
      id: 'display_name',
      headerKey: 'assets:fields.displayName',
      sortable: true,
      cell: (a) => a.display_name,
    },
    { id: 'type', headerKey: 'assets:fields.type', cell: (a) => a.type.name },
    ...customFieldColumns(fields),
    {
      id: 'last_inspection_at',
      headerKey: 'assets:fields.lastInspection',
      sortable: true,
      cell: (a) => day(a.last_inspection_at),
    },
    archived
      ? {
          id: 'archived_at',
          headerKey: 'assets:fields.archivedAt',
          sortable: true,
          cell: (a) => day(a.archived_at),
        }
      : {
          id: 'created_at',
          headerKey: 'assets:fields.createdAt',
          sortable: true,
          cell: (a) => day(a.created_at),
        },
    actions,
  ];
  const createButton = archived ? null : (
    <CreateButton
      permission={MANAGE}
      label={t('assets:create')}
      testId="create-asset"
      onClick={() => setCreating(true)}
    />
  );

  return (
    <>
      <DataTable
        tableId={archived ? 'assets-archive' : 'assets'}
        endpoint={archived ? ASSET_ENDPOINTS.archive : ASSET_ENDPOINTS.list}
        rowSchema={assetSchema}
        columns={columns}
        getRowId={(asset) => asset.id}
        filters={[...baseFilters, ...customFieldFilters(fields)]}
        selectable
        toolbar={
          createButton && (
            <Group gap="xs">
              {createButton}
              <AssetImportButton />
            </Group>
          )
        }
        emptyState={{ textKey: archived ? 'assets:archiveEmpty' : 'assets:empty', action: createButton }}
        onRowClick={archived ? undefined : (asset) => void navigate(`/assets/${asset.id}`)}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Can permission={MANAGE}>
              <Button
                size="xs"
                variant="light"
                leftSection={archived ? <IconRestore size={14} /> : <IconArchive size={14} />}
                loading={bulkArchive.isPending || bulkRestore.isPending}
                onClick={() => {
                  const ids = selection.rows.map((row) => row.id);
                  (archived ? bulkRestore : bulkArchive).mutate(ids, { onSuccess: clear });
                }}
                data-testid={archived ? 'bulk-restore' : 'bulk-archive'}
              >
                {t(archived ? 'assets:bulkRestore' : 'assets:bulkArchive', { count: selection.rows.length })}
              </Button>
            </Can>
          )
        }
      />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('assets:create')}
        size="lg"
        centered
      >
        {creating && (
          <AssetForm
            isNew
            initial={{ asset_id: '', display_name: '', type_id: null, fields: {} }}
            busy={create.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={(body) => create.mutateAsync(body).then(() => setCreating(false))}
          />
        )}
      </Modal>
      {deleting && (
        <TypedConfirmDialog
          title={archived ? t('assets:deleteForGood') : t('assets:delete')}
          message={t(archived ? 'assets:deleteForGoodConfirm' : 'assets:deleteConfirm', {
            name: deleting.display_name,
          })}
          recordTitle={deleting.display_name}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </>
  );
}
