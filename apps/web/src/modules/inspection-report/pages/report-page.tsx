import { Anchor, Breadcrumbs, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MemberReport } from '../components/member-report';
import { ReportActions } from '../components/report-actions';
import { EmailButton, ShareButton } from '../components/share-button';

/** /inspections/{id}/view-report: the inspection as a reader sees it, with the toolbar (its PDF: ADR 224). */
export function ReportPage() {
  const { t } = useTranslation('inspection-report');
  const { id = '' } = useParams();
  return (
    <MemberReport
      id={id}
      actions={(inspection) => (
        <>
          <Breadcrumbs>
            <Anchor
              component={Link}
              to={inspection.archived ? '/inspections/archive' : '/inspections'}
              size="sm"
            >
              {t(inspection.archived ? 'inspections:archiveTitle' : 'inspections:title')}
            </Anchor>
            <span>{inspection.title}</span>
          </Breadcrumbs>
          <Group gap="xs">
            <ShareButton inspection={inspection} />
            <EmailButton inspection={inspection} />
            <ReportActions inspection={inspection} />
          </Group>
        </>
      )}
    />
  );
}
