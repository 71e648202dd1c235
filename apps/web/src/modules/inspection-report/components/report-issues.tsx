import { Anchor, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { issuePath, useInspectionIssues } from '../../issues/api/issues-api';
import { IssueStatusBadge } from '../../issues/components/issue-badges';
import classes from '../report.module.css';

/** The issues raised from the inspection (by hand or by rules), each linking to its detail; none, no section. */
export function ReportIssues({ inspectionId }: { inspectionId: string }) {
  const { t } = useTranslation('inspection-report');
  const issues = useInspectionIssues(inspectionId);
  if (!issues.data || issues.data.length === 0) return null;
  return (
    <section className={classes.page} data-testid="report-issues" aria-labelledby="report-issues-title">
      <Title order={2} fz="h3" id="report-issues-title">
        {t('issues', { count: issues.data.length })}
      </Title>
      <ul className={classes.entries}>
        {issues.data.map((issue) => (
          <li key={issue.id} data-testid="report-issue">
            <Anchor component={Link} to={issuePath(issue.id)}>
              {issue.title}
            </Anchor>{' '}
            <IssueStatusBadge status={issue.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
