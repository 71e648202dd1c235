import { Alert, Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { assignmentsApi, useAssignment, useAssignmentMutation } from '../api/assignments-api';
import { AssignmentStatusBadge } from '../components/assignment-columns';
import { AssignmentForm } from '../components/assignment-form';
import { AssignmentProgress } from '../components/assignment-progress';
import { fromDetail, knownLabels } from '../components/form-values';

/** /assignment/{id}/edit: the form filled from the stored assignment; a finished one says it cannot change (§8). */
export function AssignmentEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const assignment = useAssignment(id);
  const update = useAssignmentMutation(assignmentsApi.update);
  const data = assignment.data;
  if (!data) return null;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/assignment/list" size="sm">
          {t('assignments:title')}
        </Anchor>
        <span>{data.title}</span>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1} fz="h2">
          {data.title}
        </Title>
        <AssignmentStatusBadge status={data.status} />
      </Group>
      <AssignmentProgress progress={data.progress} />
      {data.status === 'finished' ? (
        <Alert color="yellow" title={t('assignments:finished.title')} data-testid="update-not-allowed">
          {t('assignments:finished.text')}
        </Alert>
      ) : (
        <AssignmentForm
          key={data.updated_at}
          initial={fromDetail(data)}
          customFields={data.custom_fields ?? []}
          labels={knownLabels(data)}
          isEdit
          busy={update.isPending}
          onCancel={() => void navigate('/assignment/list')}
          onSubmit={(body) => update.mutateAsync({ id, body }).then(() => navigate('/assignment/list'))}
        />
      )}
    </Stack>
  );
}
