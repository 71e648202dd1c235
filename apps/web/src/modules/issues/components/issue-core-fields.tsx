import { ISSUE_PRIORITIES, type IssuePriority } from '@fieldbook/domain';
import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The fields every issue form starts with: title, description, priority and due day (a `YYYY-MM-DD` string). */
export interface IssueCoreValues {
  title: string;
  description: string;
  priority: IssuePriority;
  due: string;
}

/** Title, description, priority and due day, shared by the "New issue" dialog and the issue's detail form. */
export function IssueCoreFields({
  value,
  onChange,
  errors,
  autoFocus = false,
}: {
  value: IssueCoreValues;
  onChange: (next: IssueCoreValues) => void;
  errors: Record<string, string>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const set = (part: Partial<IssueCoreValues>) => onChange({ ...value, ...part });
  return (
    <>
      <TextInput
        label={t('issues:fields.title')}
        required
        data-autofocus={autoFocus || undefined}
        value={value.title}
        error={errors.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        data-testid="issue-title"
      />
      <Textarea
        label={t('issues:fields.description')}
        autosize
        minRows={2}
        value={value.description}
        error={errors.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        data-testid="issue-description"
      />
      <Group grow align="flex-start">
        <Select
          label={t('issues:fields.priority')}
          data={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues:priority.${p}`) }))}
          value={value.priority}
          allowDeselect={false}
          onChange={(priority) => priority && set({ priority: priority as IssuePriority })}
          data-testid="issue-priority"
        />
        <TextInput
          type="date"
          label={t('issues:fields.dueAt')}
          value={value.due}
          error={errors.due_at}
          onChange={(event) => set({ due: event.currentTarget.value })}
          data-testid="issue-due"
        />
      </Group>
    </>
  );
}
