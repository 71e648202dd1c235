import { inspectionSchema } from '@fieldbook/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table/data-table';
import { CreateButton } from '../../../shared/ui/create-button';
import {
  INSPECTIONS_ARCHIVE_ENDPOINT,
  INSPECTIONS_ENDPOINT,
  inspectionRunnerPath,
} from '../api/inspections-api';
import { InspectionBulkActions } from './inspection-bulk-actions';
import { inspectionExportChoices } from './inspection-exports';
import { inspectionColumns } from './inspection-columns';
import { INSPECTION_FILTERS } from './inspection-filters';
import { StartInspectionDialog } from './start-inspection-dialog';

/** The inspection list and its archive (/inspections, /inspections/archive): filters, saved queries, bulk bar. */
export function InspectionTable({ scope }: { scope: 'active' | 'archived' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const archived = scope === 'archived';
  const [starting, setStarting] = useState(false);
  const columns = useMemo(() => inspectionColumns(i18n.language), [i18n.language]);
  const startButton = archived ? null : (
    <CreateButton
      permission="general"
      label={t('inspections:start.button')}
      testId="start-inspection"
      onClick={() => setStarting(true)}
    />
  );
  return (
    <>
      <DataTable
        tableId={archived ? 'inspections-archive' : 'inspections'}
        endpoint={archived ? INSPECTIONS_ARCHIVE_ENDPOINT : INSPECTIONS_ENDPOINT}
        rowSchema={inspectionSchema}
        columns={columns}
        getRowId={(row) => row.id}
        filters={INSPECTION_FILTERS}
        selectable
        toolbar={startButton}
        emptyState={{
          textKey: archived ? 'inspections:archiveEmpty' : 'inspections:empty',
          action: startButton,
        }}
        exports={inspectionExportChoices(t, archived ? INSPECTIONS_ARCHIVE_ENDPOINT : INSPECTIONS_ENDPOINT)}
        onRowClick={archived ? undefined : (row) => void navigate(inspectionRunnerPath(row.id))}
        bulkActions={(selection, clear) =>
          selection.mode === 'rows' && (
            <InspectionBulkActions
              rows={selection.rows}
              archived={archived}
              onDone={clear}
              exports={inspectionExportChoices(
                t,
                archived ? INSPECTIONS_ARCHIVE_ENDPOINT : INSPECTIONS_ENDPOINT,
                selection.rows.map((row) => row.id),
              )}
            />
          )
        }
      />
      {starting && <StartInspectionDialog onClose={() => setStarting(false)} />}
    </>
  );
}
