import type { Inspection } from '@fieldbook/domain';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu, type ExportChoice } from '../../../shared/data-table/export-menu';
import { Can } from '../../../shared/session/can';
import { inspectionsApi, useInspectionMutation } from '../api/inspections-api';
import { MANAGE_INSPECTIONS } from '../inspection-permissions';
import { DeleteInspectionsButton } from './delete-inspections-button';

/**
 * The bulk bar of an inspection table: export the selection for everyone who sees it; archive (or restore in the
 * archive) and delete after a confirmation for managers.
 */
export function InspectionBulkActions({
  rows,
  archived,
  onDone,
  exports,
}: {
  rows: readonly Inspection[];
  archived: boolean;
  onDone: () => void;
  exports: readonly ExportChoice[];
}) {
  const { t } = useTranslation();
  const move = useInspectionMutation(archived ? inspectionsApi.bulkRestore : inspectionsApi.bulkArchive);
  const ids = rows.map((row) => row.id);
  const count = rows.length;
  return (
    <Group gap="xs">
      <ExportMenu
        choices={exports}
        params={{}}
        label={t('inspections:export.selected', { count })}
        testId="bulk-export"
      />
      <Can permission={MANAGE_INSPECTIONS}>
        <Button
          size="xs"
          variant="light"
          leftSection={archived ? <IconRestore size={14} /> : <IconArchive size={14} />}
          loading={move.isPending}
          onClick={() => move.mutate(ids, { onSuccess: onDone })}
          data-testid={archived ? 'bulk-restore' : 'bulk-archive'}
        >
          {t(archived ? 'inspections:bulk.restore' : 'inspections:bulk.archive', { count })}
        </Button>
        <DeleteInspectionsButton
          ids={ids}
          label={t('inspections:bulk.delete', { count })}
          title={t('inspections:bulk.deleteTitle')}
          text={t('inspections:bulk.deleteConfirm', { count })}
          testId="bulk-delete"
          onDeleted={onDone}
        />
      </Can>
    </Group>
  );
}
