import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { assignmentsApi, useAssignmentFormFields, useAssignmentMutation } from '../api/assignments-api';
import { AssignmentForm } from '../components/assignment-form';
import { emptyAssignment } from '../components/form-values';

/** /assignment/add: a new assignment; saved, it opens in the list (AST_MANAGE_ASSIGNMENT). */
export function AssignmentAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useAssignmentFormFields();
  const create = useAssignmentMutation(assignmentsApi.create);
  const initial = useMemo(() => emptyAssignment(new Date()), []);
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/assignment/list" size="sm">
          {t('assignments:title')}
        </Anchor>
        <span>{t('assignments:create')}</span>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {t('assignments:create')}
      </Title>
      {fields.data && (
        <AssignmentForm
          initial={initial}
          customFields={fields.data}
          labels={{}}
          isEdit={false}
          busy={create.isPending}
          onCancel={() => void navigate('/assignment/list')}
          onSubmit={(body) => create.mutateAsync(body).then(() => navigate('/assignment/list'))}
        />
      )}
    </Stack>
  );
}
