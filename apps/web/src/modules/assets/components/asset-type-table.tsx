import { assetTypeSchema, type AssetType } from '@fieldbook/domain';
import { Anchor, Button, Menu } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { ASSET_ENDPOINTS, assetsApi, useAssetMutation } from '../api/assets-api';
import { assetTypeRequestSchema } from '@fieldbook/domain';
import { NameModal } from '../../../shared/forms/name-modal';
import { TypedConfirmDialog } from './typed-confirm-dialog';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';
import { CreateButton } from '../../../shared/ui/create-button';

const MANAGE = 'SST_VIEW_ARCHIVED_ASSET_TYPES';

const filters: FilterDefinition[] = [
  { field: 'name', labelKey: 'assets:types.fields.name', type: 'text' },
  { field: 'fields_count', labelKey: 'assets:types.fields.fieldsCount', type: 'number' },
  { field: 'assets_count', labelKey: 'assets:types.fields.assetsCount', type: 'number' },
  { field: 'created_at', labelKey: 'assets:fields.createdAt', type: 'date' },
];

/** The asset type list and its archive (/assets/types, /assets/types/archive). */
export function AssetTypeTable({ scope }: { scope: 'active' | 'archived' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archived = scope === 'archived';
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AssetType | null>(null);
  const create = useAssetMutation(assetsApi.createType);
  const remove = useAssetMutation(assetsApi.removeType);
  const restore = useAssetMutation(assetsApi.restoreType);
  const bulkRestore = useAssetMutation(assetsApi.bulkRestoreTypes);

  const columns: DataTableColumn<AssetType>[] = [
    {
      id: 'name',
      headerKey: 'assets:types.fields.name',
      sortable: true,
      hideable: false,
      cell: (type) => (
        <Anchor
          component={Link}
          to={`/assets/types/${type.id}`}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {type.name}
        </Anchor>
      ),
    },
    {
      id: 'fields_count',
      headerKey: 'assets:types.fields.fieldsCount',
      sortable: true,
      cell: (x) => x.fields_count,
    },
    {
      id: 'assets_count',
      headerKey: 'assets:types.fields.assetsCount',
      sortable: true,
      cell: (x) => x.assets_count,
    },
    {
      id: archived ? 'archived_at' : 'created_at',
      headerKey: archived ? 'assets:fields.archivedAt' : 'assets:fields.createdAt',
      sortable: true,
      cell: (x) => (archived ? (x.archived_at ?? '') : x.created_at).slice(0, 10),
    },
    actionsColumn('assets:fields.actions', (type) => (
      <Can permission={MANAGE}>
        <RowActionsMenu
          label={t('assets:actionsFor', { name: type.name })}
          testId={`type-actions-${type.name}`}
        >
          {archived ? (
            <Menu.Item onClick={() => restore.mutate(type.id)}>{t('assets:restore')}</Menu.Item>
          ) : (
            <Menu.Item component={Link} to={`/assets/types/${type.id}`}>
              {t('common:gen.actions.edit')}
            </Menu.Item>
          )}
          <Menu.Item color="red" onClick={() => setDeleting(type)}>
            {archived ? t('assets:deleteForGood') : t('common:gen.actions.delete')}
          </Menu.Item>
        </RowActionsMenu>
      </Can>
    )),
  ];
  const createButton = archived ? null : (
    <CreateButton
      permission={MANAGE}
      label={t('assets:types.create')}
      testId="create-asset-type"
      onClick={() => setCreating(true)}
    />
  );

  return (
    <>
      <DataTable
        tableId={archived ? 'asset-types-archive' : 'asset-types'}
        endpoint={archived ? ASSET_ENDPOINTS.typeArchive : ASSET_ENDPOINTS.typeList}
        rowSchema={assetTypeSchema}
        columns={columns}
        getRowId={(type) => type.id}
        filters={filters}
        selectable={archived}
        toolbar={createButton}
        emptyState={{
          textKey: archived ? 'assets:types.archiveEmpty' : 'assets:types.empty',
          action: createButton,
        }}
        onRowClick={archived ? undefined : (type) => void navigate(`/assets/types/${type.id}`)}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Can permission={MANAGE}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} />}
                loading={bulkRestore.isPending}
                onClick={() =>
                  bulkRestore.mutate(
                    selection.rows.map((row) => row.id),
                    { onSuccess: clear },
                  )
                }
                data-testid="bulk-restore"
              >
                {t('assets:bulkRestore', { count: selection.rows.length })}
              </Button>
            </Can>
          )
        }
      />
      {creating && (
        <NameModal
          title={t('assets:types.create')}
          label={t('assets:types.fields.name')}
          nameSchema={assetTypeRequestSchema.shape.name}
          initialName=""
          submitLabel={t('common:gen.actions.create')}
          testId="asset-type-name-input"
          busy={create.isPending}
          onClose={() => setCreating(false)}
          onSubmit={(name) =>
            create
              .mutateAsync({ name, fields: [] })
              .then((answer) => navigate(`/assets/types/${answer.data.id}`))
          }
        />
      )}
      {deleting && (
        <TypedConfirmDialog
          title={archived ? t('assets:deleteForGood') : t('assets:types.delete')}
          message={t(archived ? 'assets:deleteForGoodConfirm' : 'assets:types.deleteConfirm', {
            name: deleting.name,
          })}
          recordTitle={deleting.name}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </>
  );
}
