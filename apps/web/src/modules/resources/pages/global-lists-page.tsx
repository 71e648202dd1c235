import { globalListSchema, type GlobalList } from '@fieldbook/domain';
import { Anchor, Button, Group, Menu, Stack, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { globalListEndpoints, globalListsApi, useResourceMutation } from '../api/global-lists-api';
import { NameModal } from '../../../shared/forms/name-modal';
import { globalListRequestSchema } from '@fieldbook/domain';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';
import { CreateButton } from '../../../shared/ui/create-button';

const MANAGE = 'RES_MANAGE_GLOBAL_LISTS';
const filters: FilterDefinition[] = [
  { field: 'name', labelKey: 'resources:fields.name', type: 'text' },
  { field: 'count', labelKey: 'resources:fields.count', type: 'number' },
  { field: 'updated_at', labelKey: 'resources:fields.updatedAt', type: 'date' },
];

/** /resources/global-lists: active lists with create, edit definition, items and archive. */
export function GlobalListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<GlobalList | null>(null);
  const create = useResourceMutation((name: string) => globalListsApi.create({ name, fields: [] }));
  const archive = useResourceMutation((id: string) => globalListsApi.remove(id));

  const columns: DataTableColumn<GlobalList>[] = [
    {
      id: 'name',
      headerKey: 'resources:fields.name',
      sortable: true,
      hideable: false,
      cell: (list) => (
        <Anchor component={Link} to={`/resources/global-lists/${list.id}/items`} size="sm">
          {list.name}
        </Anchor>
      ),
    },
    { id: 'count', headerKey: 'resources:fields.count', sortable: true, cell: (list) => list.count },
    {
      id: 'fields',
      headerKey: 'resources:fields.fieldCount',
      cell: (list) => list.fields.filter((f) => f.parent_id !== null).length,
    },
    {
      id: 'updated_at',
      headerKey: 'resources:fields.updatedAt',
      sortable: true,
      cell: (list) => list.updated_at.slice(0, 10),
    },
    actionsColumn('resources:fields.actions', (list) => (
      <Can permission={MANAGE}>
        <RowActionsMenu label={t('resources:actionsFor', { name: list.name })}>
          <Menu.Item component={Link} to={`/resources/global-lists/${list.id}`}>
            {t('resources:lists.editDefinition')}
          </Menu.Item>
          <Menu.Item component={Link} to={`/resources/global-lists/${list.id}/items`}>
            {t('resources:items.title')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setArchiving(list)}>
            {t('resources:archive')}
          </Menu.Item>
        </RowActionsMenu>
      </Can>
    )),
  ];
  const createButton = (
    <CreateButton
      permission={MANAGE}
      label={t('resources:lists.create')}
      testId="create-list"
      onClick={() => setCreating(true)}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('resources:lists.title')}
        </Title>
        <Can permission={MANAGE}>
          <Button
            component={Link}
            to="/resources/global-lists/archive"
            variant="subtle"
            size="xs"
            leftSection={<IconArchive size={14} />}
          >
            {t('resources:lists.archiveTitle')}
          </Button>
        </Can>
      </Group>
      <DataTable
        tableId="global-lists"
        endpoint={globalListEndpoints.active}
        rowSchema={globalListSchema}
        columns={columns}
        getRowId={(list) => list.id}
        filters={filters}
        toolbar={createButton}
        emptyState={{ textKey: 'resources:lists.empty', action: createButton }}
      />
      {creating && (
        <NameModal
          nameSchema={globalListRequestSchema.shape.name}
          testId="name-input"
          serverFields={['title']}
          title={t('resources:lists.create')}
          label={t('resources:fields.name')}
          initialName=""
          busy={create.isPending}
          onClose={() => setCreating(false)}
          onSubmit={(name) =>
            create.mutateAsync(name).then((answer) => navigate(`/resources/global-lists/${answer.data.id}`))
          }
        />
      )}
      <ConfirmDialog
        opened={archiving !== null}
        title={t('resources:lists.archiveOne')}
        busy={archive.isPending}
        onClose={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate(archiving.id, { onSuccess: () => setArchiving(null) })}
      >
        {t('resources:lists.archiveConfirm', { name: archiving?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
