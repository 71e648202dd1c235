import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconPrinter, IconRestore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../shared/session/can';
import { inspectionsApi, useInspectionMutation } from '../../inspections/api/inspections-api';
import { DeleteInspectionsButton } from '../../inspections/components/delete-inspections-button';
import { MANAGE_INSPECTIONS } from '../../inspections/inspection-permissions';
import { reportKey } from '../api/report-api';
import { ExportPdfButton } from './export-pdf-button';
import classes from '../report.module.css';

/**
 * Archive or restore, and delete after a confirmation (spec §4), through the list's bulk calls with one id, for
 * inspection managers only; print and export as PDF for everyone who reads the report. Not printed itself.
 */
export function ReportActions({ inspection }: { inspection: InspectionDetail }) {
  const { t } = useTranslation('inspection-report');
  const client = useQueryClient();
  const navigate = useNavigate();
  const move = useInspectionMutation(
    inspection.archived ? inspectionsApi.bulkRestore : inspectionsApi.bulkArchive,
  );
  const ids = [inspection.id];
  return (
    <Group gap="xs" className={classes.noPrint}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={14} />}
        onClick={() => window.print()}
      >
        {t('print')}
      </Button>
      <ExportPdfButton inspection={inspection} />
      <Can permission={MANAGE_INSPECTIONS}>
        <Button
          size="xs"
          variant="light"
          leftSection={inspection.archived ? <IconRestore size={14} /> : <IconArchive size={14} />}
          loading={move.isPending}
          onClick={() =>
            move.mutate(ids, {
              onSuccess: () => client.invalidateQueries({ queryKey: reportKey(inspection.id) }),
            })
          }
          data-testid={inspection.archived ? 'report-restore' : 'report-archive'}
        >
          {t(inspection.archived ? 'restore' : 'archive')}
        </Button>
        <DeleteInspectionsButton
          ids={ids}
          label={t('delete')}
          title={t('deleteTitle')}
          text={t('deleteConfirm')}
          testId="report-delete"
          onDeleted={() => void navigate(inspection.archived ? '/inspections/archive' : '/inspections')}
        />
      </Can>
    </Group>
  );
}
