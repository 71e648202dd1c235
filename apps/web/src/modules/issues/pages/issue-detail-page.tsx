import { ISSUE_STATUSES, type IssueStatus } from '@fieldbook/domain';
import { Alert, Anchor, Card, Grid, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { issuesApi, useIssue, useIssueMutation } from '../api/issues-api';
import { IssuePriorityBadge, IssueStatusBadge } from '../components/issue-badges';
import { IssueCommentBox } from '../components/issue-comment-box';
import { IssueFieldsForm } from '../components/issue-fields-form';
import { IssueTimeline } from '../components/issue-timeline';

/** /issues/{issueId}: the fields (editable), the status, and the timeline with comments, newest last (ACT_VIEW_ISSUE). */
export function IssueDetailPage() {
  const { t, i18n } = useTranslation();
  const { issueId = '' } = useParams();
  const issue = useIssue(issueId);
  const status = useIssueMutation(issuesApi.status);
  if (!issue.data) return <Loader size="sm" />;
  const data = issue.data;
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(data.created_at),
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/issues" size="sm">
        {t('issues:back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2" data-testid="issue-heading">
            {data.title}
          </Title>
          <Group gap="xs">
            <IssueStatusBadge status={data.status} />
            <IssuePriorityBadge priority={data.priority} />
            <Text size="xs" c="dimmed">
              {t('issues:createdBy', { name: data.created_by?.name ?? '', date: created })}
            </Text>
          </Group>
        </Stack>
        <Select
          label={t('issues:fields.status')}
          data={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`issues:status.${s}`) }))}
          value={data.status}
          allowDeselect={false}
          disabled={status.isPending}
          onChange={(value) => value && status.mutate({ id: data.id, status: value as IssueStatus })}
          data-testid="issue-status-select"
        />
      </Group>
      {isApiError(status.error) && (
        <Alert
          color="red"
          role="alert"
          data-testid="issue-status-refused"
          withCloseButton
          onClose={status.reset}
        >
          {status.error.message}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <IssueFieldsForm key={data.updated_at} issue={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('issues:timeline.title')}
              </Title>
              <IssueTimeline issueId={data.id} events={data.timeline} />
              <IssueCommentBox issueId={data.id} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
