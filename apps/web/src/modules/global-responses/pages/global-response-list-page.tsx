import { globalResponseSchema, type GlobalResponse } from '@fieldbook/domain/templates';
import { Badge, Button, Group, Menu, Stack, Tabs, Title } from '@mantine/core';
import { IconFlag, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';
import {
  GLOBAL_RESPONSE_LIST_ENDPOINT,
  globalResponsesApi,
  useGlobalResponseMutation,
} from '../api/global-responses-api';
import { CustomUnitsPanel } from '../components/custom-units-panel';
import { GlobalResponseModal } from '../components/global-response-modal';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';
import { actionsColumn } from '../../../shared/data-table/actions-column';

type Dialog = { kind: 'edit'; set: GlobalResponse | null } | { kind: 'delete'; set: GlobalResponse } | null;

const filters: FilterDefinition[] = [
  { field: 'title', labelKey: 'global-responses:fields.title', type: 'text' },
  { field: 'options_count', labelKey: 'global-responses:fields.optionsCount', type: 'number' },
  { field: 'updated_at', labelKey: 'global-responses:fields.updatedAt', type: 'date' },
];

/** /checklist/global-response/list: reusable answer sets with coloured, scored options, and the custom units. */
export function GlobalResponseListPage() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useGlobalResponseMutation(globalResponsesApi.remove);
  const close = () => setDialog(null);
  const columns: DataTableColumn<GlobalResponse>[] = [
    {
      id: 'title',
      headerKey: 'global-responses:fields.title',
      sortable: true,
      hideable: false,
      cell: (s) => s.title,
    },
    {
      id: 'options',
      headerKey: 'global-responses:fields.options',
      cell: (set) => (
        <Group gap={4}>
          {set.options.map((option) => (
            <Badge
              key={option.uuid}
              variant="outline"
              color={option.color ?? 'gray'}
              c="var(--mantine-color-text)"
              leftSection={option['flagged'] === true ? <IconFlag size={10} /> : undefined}
            >
              {option.label}
              {option.score === undefined ? '' : ` (${option.score})`}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'options_count',
      headerKey: 'global-responses:fields.optionsCount',
      sortable: true,
      defaultHidden: true,
      cell: (set) => set.options_count,
    },
    {
      id: 'updated_at',
      headerKey: 'global-responses:fields.updatedAt',
      sortable: true,
      cell: (set) => set.updated_at.slice(0, 10),
    },
    actionsColumn('global-responses:fields.actions', (set) => (
      <RowActionsMenu
        label={t('global-responses:actionsFor', { name: set.title })}
        testId={`global-response-actions-${set.title}`}
      >
        <Menu.Item onClick={() => setDialog({ kind: 'edit', set })}>{t('common:gen.actions.edit')}</Menu.Item>
        <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', set })}>
          {t('common:gen.actions.delete')}
        </Menu.Item>
      </RowActionsMenu>
    )),
  ];
  const createButton = (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => setDialog({ kind: 'edit', set: null })}
      data-testid="create-global-response"
    >
      {t('global-responses:create')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('global-responses:title')}
      </Title>
      <Tabs defaultValue="responses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="responses" data-testid="tab-responses">
            {t('global-responses:tabs.responses')}
          </Tabs.Tab>
          <Tabs.Tab value="units" data-testid="tab-units">
            {t('global-responses:tabs.units')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="responses" pt="md">
          <DataTable
            tableId="global-responses"
            endpoint={GLOBAL_RESPONSE_LIST_ENDPOINT}
            rowSchema={globalResponseSchema}
            columns={columns}
            getRowId={(set) => set.id}
            filters={filters}
            toolbar={createButton}
            emptyState={{ textKey: 'global-responses:empty', action: createButton }}
            onRowClick={(set) => setDialog({ kind: 'edit', set })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="units" pt="md">
          <CustomUnitsPanel />
        </Tabs.Panel>
      </Tabs>
      {dialog?.kind === 'edit' && <GlobalResponseModal set={dialog.set} onClose={close} />}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('global-responses:delete')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.set.id, { onSuccess: close })}
      >
        {t('global-responses:deleteConfirm', { name: dialog?.kind === 'delete' ? dialog.set.title : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
