import type { IssueAssignee } from '@fieldbook/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { issuePath, issuesApi, useIssueMutation } from '../api/issues-api';
import { AssigneePicker } from './assignee-picker';
import { CategoryFields } from './category-fields';
import { dueAtFromDay } from './due-date';
import { IssueCoreFields, type IssueCoreValues } from './issue-core-fields';

/** "New issue" by hand: title, description, priority, due day, category, assignees; opens the new issue. */
export function CreateIssueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useIssueMutation(issuesApi.create);
  const [core, setCore] = useState<IssueCoreValues>({
    title: '',
    description: '',
    priority: 'medium',
    due: '',
  });
  const [category, setCategory] = useState<{ category_id: string | null; subcategory_id: string | null }>({
    category_id: null,
    subcategory_id: null,
  });
  const [assignees, setAssignees] = useState<IssueAssignee[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    if (!core.title.trim()) {
      setErrors({ title: t('common:gen.validations.required') });
      return;
    }
    create.mutate(
      {
        title: core.title,
        description: core.description,
        priority: core.priority,
        due_at: dueAtFromDay(core.due),
        ...category,
        assignees,
      },
      {
        onSuccess: (issue) => {
          onClose();
          void navigate(issuePath(issue.id));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors);
        },
      },
    );
  };
  return (
    <FormModal
      title={t('issues:create')}
      size="lg"
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="sm">
        <IssueCoreFields value={core} onChange={setCore} errors={errors} autoFocus />
        <CategoryFields
          categoryId={category.category_id}
          subcategoryId={category.subcategory_id}
          onChange={setCategory}
          errors={errors}
        />
        <AssigneePicker value={assignees} onChange={setAssignees} error={errors.assignees} />
      </Stack>
    </FormModal>
  );
}
