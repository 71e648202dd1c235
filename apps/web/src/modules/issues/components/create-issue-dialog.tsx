import { ISSUE_PRIORITIES, type IssueAssignee, type IssuePriority } from '@fieldbook/domain';
import { Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { issuePath, issuesApi, useIssueMutation } from '../api/issues-api';
import { AssigneePicker } from './assignee-picker';
import { CategoryFields } from './category-fields';
import { dueAtFromDay } from './due-date';

/** "New issue" by hand: title, description, priority, due day, category, assignees; opens the new issue. */
export function CreateIssueDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useIssueMutation(issuesApi.create);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<IssuePriority>('medium');
  const [due, setDue] = useState('');
  const [category, setCategory] = useState<{ category_id: string | null; subcategory_id: string | null }>({
    category_id: null,
    subcategory_id: null,
  });
  const [assignees, setAssignees] = useState<IssueAssignee[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    if (!title.trim()) {
      setErrors({ title: t('common:gen.validations.required') });
      return;
    }
    create.mutate(
      { title, description, priority, due_at: dueAtFromDay(due), ...category, assignees },
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
        <TextInput
          label={t('issues:fields.title')}
          required
          data-autofocus
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-testid="issue-title"
        />
        <Textarea
          label={t('issues:fields.description')}
          autosize
          minRows={2}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="issue-description"
        />
        <Group grow align="flex-start">
          <Select
            label={t('issues:fields.priority')}
            data={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues:priority.${p}`) }))}
            value={priority}
            allowDeselect={false}
            onChange={(value) => value && setPriority(value as IssuePriority)}
            data-testid="issue-priority"
          />
          <TextInput
            type="date"
            label={t('issues:fields.dueAt')}
            value={due}
            error={errors.due_at}
            onChange={(event) => setDue(event.currentTarget.value)}
            data-testid="issue-due"
          />
        </Group>
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
