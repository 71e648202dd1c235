import { ASSIGNEE_MODES, type AssigneeMode, type AssignmentAssignee } from '@fieldbook/domain';
import { Fieldset, Radio, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const ids = (kind: AssignmentAssignee['kind']) => assignees.filter((a) => a.kind === kind).map((a) => a.id);
  const set = (kind: AssignmentAssignee['kind'], chosen: string[]) =>
    onAssignees([...assignees.filter((a) => a.kind !== kind), ...chosen.map((id) => ({ kind, id }))]);
  return (
    <Fieldset legend={t('assignments:people.legend')}>
      <Stack gap="sm">
        <RemoteSelect
          url="/user/search"
          multiple
          label={t('assignments:people.users')}
          value={ids('user')}
          onChange={(chosen) => set('user', chosen)}
          initialLabels={labels}
          error={errorOf('assignees')}
          data-testid="assignee-users"
        />
        <RemoteSelect
          url="/user/group/all"
          multiple
          label={t('assignments:people.groups')}
          value={ids('group')}
          onChange={(chosen) => set('group', chosen)}
          initialLabels={labels}
          data-testid="assignee-groups"
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
