import { ASSIGNEE_MODES, type AssigneeMode, type AssignmentAssignee } from '@fieldbook/domain';
import { Fieldset, Radio, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeoplePicker } from '../../../shared/people-picker/people-picker';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';

/** Assignees as members or groups with "only one assignee" / "any assignee", and managers (spec §6). */
export function PeopleSection({
  assignees,
  mode,
  managers,
  onAssignees,
  onMode,
  onManagers,
  labels,
  errorOf,
}: {
  assignees: readonly AssignmentAssignee[];
  mode: AssigneeMode;
  managers: readonly string[];
  onAssignees: (next: AssignmentAssignee[]) => void;
  onMode: (mode: AssigneeMode) => void;
  onManagers: (ids: string[]) => void;
  labels: Readonly<Record<string, string>>;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('assignments:people.legend')}>
      <Stack gap="sm">
        <PeoplePicker
          value={assignees}
          onChange={onAssignees}
          labels={labels}
          usersLabel={t('assignments:people.users')}
          groupsLabel={t('assignments:people.groups')}
          error={errorOf('assignees')}
        />
        <Radio.Group
          label={t('assignments:people.mode')}
          value={mode}
          onChange={(m) => onMode(m as AssigneeMode)}
        >
          <Group gap="lg" mt={4}>
            {ASSIGNEE_MODES.map((m) => (
              <Radio key={m} value={m} label={t(`assignments:mode.${m}`)} data-testid={`mode-${m}`} />
            ))}
          </Group>
        </Radio.Group>
        <RemoteSelect
          url="/user/search"
          multiple
          label={t('assignments:people.managers')}
          value={managers}
          onChange={onManagers}
          initialLabels={labels}
          error={errorOf('managers')}
          data-testid="assignment-managers"
        />
      </Stack>
    </Fieldset>
  );
}
