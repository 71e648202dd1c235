import { Stack } from '@mantine/core';
import { RemoteSelect } from '../remote-select/remote-select';

/** A person or a group something is assigned to (issues and assignments alike, spec §3). */
export interface PersonOrGroup {
  kind: 'user' | 'group';
  id: string;
}

/**
 * Two searchable pickers, members and groups, over one list of refs: what issues and assignments both assign to.
 * Keeps the order of the other kind's refs when one kind changes.
 */
export function PeoplePicker({
  value,
  onChange,
  labels,
  usersLabel,
  groupsLabel,
  error,
}: {
  value: readonly PersonOrGroup[];
  onChange: (next: PersonOrGroup[]) => void;
  /** Names of refs already stored, shown without a load. */
  labels: Readonly<Record<string, string>>;
  usersLabel: string;
  groupsLabel: string;
  error?: string;
}) {
  const ids = (kind: PersonOrGroup['kind']) => value.filter((a) => a.kind === kind).map((a) => a.id);
  const set = (kind: PersonOrGroup['kind'], chosen: string[]) =>
    onChange([...value.filter((a) => a.kind !== kind), ...chosen.map((id) => ({ kind, id }))]);
  return (
    <Stack gap="xs">
      <RemoteSelect
        url="/user/search"
        multiple
        label={usersLabel}
        value={ids('user')}
        onChange={(chosen) => set('user', chosen)}
        initialLabels={labels}
        error={error}
        data-testid="assignee-users"
      />
      <RemoteSelect
        url="/user/group/all"
        multiple
        label={groupsLabel}
        value={ids('group')}
        onChange={(chosen) => set('group', chosen)}
        initialLabels={labels}
        data-testid="assignee-groups"
      />
    </Stack>
  );
}
