import { listItemSchema, type ListItem } from '@fieldbook/domain';
import { Anchor, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import { Can } from '../../../shared/session/can';
import { PageLoader } from '../../../shared/ui/page-loader';
import {
  globalListEndpoints,
  globalListsApi,
  useGlobalList,
  useResourceMutation,
} from '../api/global-lists-api';
import { itemColumns, itemFilters } from '../components/item-columns';
import { ListItemModal } from '../components/list-item-modal';
import { ListItemsImportButton } from '../components/list-items-import-button';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';
import { CreateButton } from '../../../shared/ui/create-button';

const MANAGE = 'RES_MANAGE_GLOBAL_LISTS';
type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; item: ListItem }
  | { kind: 'archive'; ids: string[]; done: () => void }
  | null;

/** /resources/global-lists/{uuid}/items: the list's active items with create, edit and (bulk) archive. */
export function ListItemsPage() {
  const { t } = useTranslation();
  const id = useParams().uuid ?? '';
  const list = useGlobalList(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useResourceMutation((body: Parameters<typeof globalListsApi.createItem>[1]) =>
    globalListsApi.createItem(id, body),
  );
  const update = useResourceMutation(
    ({ itemId, body }: { itemId: string; body: Parameters<typeof globalListsApi.updateItem>[2] }) =>
      globalListsApi.updateItem(id, itemId, body),
  );
  const archive = useResourceMutation((ids: string[]) =>
    ids.length === 1 && ids[0]
      ? globalListsApi.removeItem(id, ids[0])
      : globalListsApi.bulkArchiveItems(id, ids),
  );
  if (!list.data) return <PageLoader />;
  const data = list.data;
  const close = () => setDialog(null);

  const actions: DataTableColumn<ListItem> = actionsColumn('resources:fields.actions', (item: ListItem) => (
    <Can permission={MANAGE}>
      <RowActionsMenu label={t('resources:actionsFor', { name: item.display_name })}>
        <Menu.Item onClick={() => setDialog({ kind: 'edit', item })}>
          {t('common:gen.actions.edit')}
        </Menu.Item>
        <Menu.Item
          color="red"
          onClick={() => setDialog({ kind: 'archive', ids: [item.id], done: () => undefined })}
        >
          {t('resources:archive')}
        </Menu.Item>
      </RowActionsMenu>
    </Can>
  ));
  const filters: FilterDefinition[] = itemFilters(data.fields);
  const createButton = (
    <CreateButton
      permission={MANAGE}
      label={t('resources:items.create')}
      testId="create-item"
      disabled={data.archived}
      onClick={() => setDialog({ kind: 'create' })}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('resources:items.heading', { name: data.name })}
          </Title>
          <Anchor component={Link} to="/resources/global-lists" size="sm">
            {t('resources:lists.backToLists')}
          </Anchor>
        </Stack>
        <Can permission={MANAGE}>
          <Group gap="xs">
            <ListItemsImportButton listId={id} disabled={data.archived} />
            <Button component={Link} to={`/resources/global-lists/${id}`} variant="default" size="xs">
              {t('resources:lists.editDefinition')}
            </Button>
            <Button
              component={Link}
              to={`/resources/global-lists/${id}/items/archive`}
              variant="subtle"
              size="xs"
              leftSection={<IconArchive size={14} />}
            >
              {t('resources:items.archiveTitle')}
            </Button>
          </Group>
        </Can>
      </Group>
      {data.archived && <Text c="dimmed">{t('resources:lists.archivedNotice')}</Text>}
      <DataTable
        tableId={`global-list-items-${id}`}
        endpoint={globalListEndpoints.items(id)}
        rowSchema={listItemSchema}
        columns={[...itemColumns(data.fields), actions]}
        getRowId={(item) => item.id}
        filters={filters}
        selectable
        toolbar={createButton}
        emptyState={{ textKey: 'resources:items.empty', action: createButton }}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Can permission={MANAGE}>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  setDialog({ kind: 'archive', ids: selection.rows.map((r) => r.id), done: clear })
                }
                data-testid="bulk-archive"
              >
                {t('resources:items.archiveMany', { count: selection.rows.length })}
              </Button>
            </Can>
          )
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ListItemModal
          fields={data.fields}
          item={dialog.kind === 'edit' ? dialog.item : null}
          busy={create.isPending || update.isPending}
          onClose={close}
          onSubmit={(body) =>
            dialog.kind === 'edit'
              ? update.mutateAsync({ itemId: dialog.item.id, body })
              : create.mutateAsync(body)
          }
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'archive'}
        title={t('resources:items.archiveTitle')}
        busy={archive.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'archive' &&
          archive.mutate(dialog.ids, {
            onSuccess: () => {
              dialog.done();
              close();
            },
          })
        }
      >
        {t('resources:items.archiveConfirm', { count: dialog?.kind === 'archive' ? dialog.ids.length : 0 })}
      </ConfirmDialog>
    </Stack>
  );
}
