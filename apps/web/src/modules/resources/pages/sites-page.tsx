import {
  listResponseSchema,
  siteTreeListRowSchema,
  type SiteTreeRowFields,
  type TreeRow,
} from '@fieldbook/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { siteEndpoints, sitesApi } from '../api/sites-api';
import { AddSiteNodeModal } from '../components/add-site-node-modal';
import { NameModal } from '../../../shared/forms/name-modal';
import { globalListRequestSchema } from '@fieldbook/domain';
import { removeNode, toNodeInputs } from '../components/site-tree-edit';

type Row = TreeRow<SiteTreeRowFields>;
type Dialog = { kind: 'structure' } | { kind: 'node' } | { kind: 'remove'; row: Row } | null;
const MANAGE = 'RES_MANAGE_GLOBAL_LISTS';
const filters: FilterDefinition[] = [{ field: 'title', labelKey: 'resources:sites.title', type: 'text' }];

/** /resources/sites (ADR 126): site structures as a tree table, new structures and nodes, node removal. */
export function SitesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const structures = useQuery({
    queryKey: ['list', siteEndpoints.all, 'options'],
    queryFn: () =>
      api.get(siteEndpoints.all, {
        query: { limit: '100' },
        schema: listResponseSchema(siteTreeListRowSchema),
        silent: true,
      }),
  });
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['list'] }),
      client.invalidateQueries({ queryKey: ['tree-select', siteEndpoints.search] }),
    ]);
  const close = () => setDialog(null);

  const remove = async (row: Row) => {
    setBusy(true);
    try {
      const { data } = await sitesApi.get(row.structure_id);
      await sitesApi.update(row.structure_id, {
        title: data.title,
        structure: removeNode(toNodeInputs(data.structure), String(row.id)),
      });
      await reload();
      close();
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'title',
      headerKey: 'resources:sites.title',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Text size="sm" fw={row.kind === 'structure' ? 600 : undefined} data-testid="site-title">
          {row.title}
        </Text>
      ),
    },
    {
      id: 'kind',
      headerKey: 'resources:sites.kind',
      cell: (row) => (
        <Badge variant="light" color={row.kind === 'structure' ? 'gray' : row.is_site ? 'teal' : 'blue'}>
          {t(
            row.kind === 'structure'
              ? 'resources:sites.kinds.structure'
              : row.is_site
                ? 'resources:sites.kinds.site'
                : 'resources:sites.kinds.node',
          )}
        </Badge>
      ),
    },
    { id: 'children', headerKey: 'resources:sites.children', cell: (row) => row.children.length },
    {
      id: 'actions',
      headerKey: 'resources:fields.actions',
      hideable: false,
      width: 48,
      cell: (row) =>
        row.kind === 'node' && (
          <Can permission={MANAGE}>
            <Tooltip label={t('resources:sites.removeNode')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('resources:sites.removeNamed', { name: row.title })}
                onClick={(e) => {
                  e.stopPropagation();
                  setDialog({ kind: 'remove', row });
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Can>
        ),
    },
  ];
  const toolbar = (
    <Can permission={MANAGE}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() => setDialog({ kind: 'structure' })}
          data-testid="create-structure"
        >
          {t('resources:sites.createStructure')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={(structures.data?.list.length ?? 0) === 0}
          onClick={() => setDialog({ kind: 'node' })}
          data-testid="add-node"
        >
          {t('resources:sites.addNode')}
        </Button>
      </Group>
    </Can>
  );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('resources:sites.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('resources:sites.hint')}
        </Text>
      </Stack>
      <DataTable
        tableId="site-structures"
        endpoint={siteEndpoints.all}
        rowSchema={siteTreeListRowSchema}
        columns={columns}
        getRowId={(row) => String(row.id)}
        filters={filters}
        tree
        toolbar={toolbar}
        emptyState={{ textKey: 'resources:sites.empty' }}
      />
      {dialog?.kind === 'structure' && (
        <NameModal
          nameSchema={globalListRequestSchema.shape.name}
          testId="name-input"
          serverFields={['title']}
          title={t('resources:sites.createStructure')}
          label={t('resources:sites.title')}
          initialName=""
          busy={false}
          onClose={close}
          onSubmit={(title) => sitesApi.create({ title, structure: [] }).then(reload)}
        />
      )}
      {dialog?.kind === 'node' && (
        <AddSiteNodeModal
          structures={structures.data?.list ?? []}
          onDone={() => void reload()}
          onClose={close}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('resources:sites.removeNode')}
        danger
        busy={busy}
        onClose={close}
        onConfirm={() => dialog?.kind === 'remove' && void remove(dialog.row)}
      >
        {t('resources:sites.removeConfirm', { name: dialog?.kind === 'remove' ? dialog.row.title : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
