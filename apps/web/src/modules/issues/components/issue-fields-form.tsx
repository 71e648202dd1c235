import type { IssueAssignee, IssueDetail } from '@fieldbook/domain';
import { Button, Card, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { issuesApi, useIssueMutation } from '../api/issues-api';
import { AssigneePicker } from './assignee-picker';
import { CategoryFields } from './category-fields';
import { dayOfDueAt, dueAtFromDay } from './due-date';
import { IssueCoreFields, type IssueCoreValues } from './issue-core-fields';

/** The editable fields of an issue's detail; Save sends them all, the server records what changed. */
export function IssueFieldsForm({ issue }: { issue: IssueDetail }) {
  const { t } = useTranslation();
  const save = useIssueMutation(issuesApi.update);
  const [core, setCore] = useState<IssueCoreValues>({
    title: issue.title,
    description: issue.description,
    priority: issue.priority,
    due: dayOfDueAt(issue.due_at),
  });
  const [category, setCategory] = useState({
    category_id: issue.category?.id ?? null,
    subcategory_id: issue.subcategory?.id ?? null,
  });
  const [labels, setLabels] = useState<string[]>(issue.labels);
  const [risk, setRisk] = useState(issue.risk ?? '');
  const [type, setType] = useState(issue.type ?? '');
  const [assignees, setAssignees] = useState<IssueAssignee[]>(
    issue.assignees.map(({ kind, id }) => ({ kind, id })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    save.mutate(
      {
        id: issue.id,
        body: {
          title: core.title,
          description: core.description,
          priority: core.priority,
          due_at: dueAtFromDay(core.due),
          ...category,
          labels,
          risk: risk || null,
          type: type || null,
          assignees,
        },
      },
      {
        onSuccess: () => setErrors({}),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors);
        },
      },
    );
  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <IssueCoreFields value={core} onChange={setCore} errors={errors} />
          <CategoryFields
            categoryId={category.category_id}
            subcategoryId={category.subcategory_id}
            current={{ category: issue.category, subcategory: issue.subcategory }}
            onChange={setCategory}
            errors={errors}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('issues:fields.risk')}
              value={risk}
              error={errors.risk}
              onChange={(event) => setRisk(event.currentTarget.value)}
              data-testid="issue-risk"
            />
            <TextInput
              label={t('issues:fields.type')}
              value={type}
              error={errors.type}
              onChange={(event) => setType(event.currentTarget.value)}
              data-testid="issue-type"
            />
          </Group>
          <TagsInput
            label={t('issues:fields.labels')}
            value={labels}
            onChange={setLabels}
            error={errors.labels}
            data-testid="issue-labels"
          />
          <AssigneePicker
            value={assignees}
            onChange={setAssignees}
            known={issue.assignees}
            error={errors.assignees}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-issue">
              {t('common:gen.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
