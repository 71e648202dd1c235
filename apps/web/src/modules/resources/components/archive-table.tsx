import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { DataTable } from '../../../shared/data-table/data-table';
import type { DataTableColumn } from '../../../shared/data-table/data-table-types';
import type { FilterDefinition } from '../../../shared/filters/filter-types';

/** What an archive screen of lists or items needs: its table and the restore/delete calls. */
export interface ArchiveTableProps<Row> {
  tableId: string;
  endpoint: string;
  rowSchema: ZodType<Row>;
  columns: readonly DataTableColumn<Row>[];
  filters: readonly FilterDefinition[];
  getRowId: (row: Row) => string;
  getName: (row: Row) => string;
  emptyKey: string;
  restore: (ids: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

type Pending =
  { kind: 'restore'; ids: string[]; done: () => void } | { kind: 'delete'; id: string; name: string } | null;

/** An archive table (spec §4): restore one or many, delete one for good after a confirmation. */
export function ArchiveTable<Row>(props: ArchiveTableProps<Row>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const run = (call: Promise<unknown>, after: () => void) => {
    setBusy(true);
    call.then(after, () => undefined).finally(() => setBusy(false));
  };
  const actions: DataTableColumn<Row> = {
    id: 'actions',
    headerKey: 'resources:fields.actions',
    hideable: false,
    width: 88,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('resources:restore')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('resources:restoreName', { name: props.getName(row) })}
            onClick={(e) => {
              e.stopPropagation();
              setPending({ kind: 'restore', ids: [props.getRowId(row)], done: () => undefined });
            }}
          >
            <IconRestore size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('resources:deleteForGood')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('resources:deleteName', { name: props.getName(row) })}
            onClick={(e) => {
              e.stopPropagation();
              setPending({ kind: 'delete', id: props.getRowId(row), name: props.getName(row) });
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
  return (
    <>
      <DataTable
        tableId={props.tableId}
        endpoint={props.endpoint}
        rowSchema={props.rowSchema}
        columns={[...props.columns, actions]}
        getRowId={props.getRowId}
        filters={props.filters}
        selectable
        emptyState={{ textKey: props.emptyKey }}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRestore size={14} />}
              onClick={() =>
                setPending({ kind: 'restore', ids: selection.rows.map(props.getRowId), done: clear })
              }
              data-testid="bulk-restore"
            >
              {t('resources:restoreMany', { count: selection.rows.length })}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={pending?.kind === 'restore'}
        title={t('resources:restore')}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending?.kind === 'restore' &&
          run(props.restore(pending.ids), () => {
            pending.done();
            setPending(null);
          })
        }
      >
        {t('resources:restoreConfirm', { count: pending?.kind === 'restore' ? pending.ids.length : 0 })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'delete'}
        title={t('resources:deleteForGood')}
        danger
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => pending?.kind === 'delete' && run(props.remove(pending.id), () => setPending(null))}
      >
        {t('resources:deleteConfirm', { name: pending?.kind === 'delete' ? pending.name : '' })}
      </ConfirmDialog>
    </>
  );
}
