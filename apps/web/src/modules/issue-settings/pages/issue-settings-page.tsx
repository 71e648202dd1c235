import {
  ISSUE_ACCESS_LEVELS,
  ISSUE_STATUSES,
  type IssueAccessLevel,
  type IssueAccessSettings,
  type IssueStatus,
} from '@fieldbook/domain';
import { Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { showToast } from '../../../shared/ui/toast';
import { useIssueAccessSettings, useSaveIssueAccessSettings } from '../api/issue-settings-api';

/** One row of the settings table: a label key and where its level lives in the settings. */
type Row = {
  key: string;
  read: (s: IssueAccessSettings) => IssueAccessLevel;
  write: (s: IssueAccessSettings, l: IssueAccessLevel) => IssueAccessSettings;
};

const ROWS: Row[] = [
  { key: 'access', read: (s) => s.access, write: (s, l) => ({ ...s, access: l }) },
  { key: 'edit_details', read: (s) => s.edit_details, write: (s, l) => ({ ...s, edit_details: l }) },
  { key: 'change_category', read: (s) => s.change_category, write: (s, l) => ({ ...s, change_category: l }) },
  ...ISSUE_STATUSES.map((status: IssueStatus): Row => ({
    key: `status.${status}`,
    read: (s) => s.status[status],
    write: (s, l) => ({ ...s, status: { ...s.status, [status]: l } }),
  })),
];

/** /settings/issues: who may open an issue, edit its details, change its category and move it to each status. */
export function IssueSettingsPage() {
  const { t } = useTranslation('issue-settings');
  const session = useSession();
  const canEdit = session.allows(['APP_EDIT_SETTINGS', 'ACT_MANAGE_ISSUE']);
  const stored = useIssueAccessSettings();
  const save = useSaveIssueAccessSettings();
  const [draft, setDraft] = useState<IssueAccessSettings | null>(null);
  if (!stored.data) return <PageLoader />;
  const { updated_at: _at, ...storedSettings } = stored.data;
  const current = draft ?? storedSettings;
  const levels = ISSUE_ACCESS_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }));
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      </Stack>
      <Card withBorder padding="lg">
        <Table verticalSpacing="sm" data-testid="issue-settings-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.what')}</Table.Th>
              <Table.Th>{t('columns.who')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text size="sm">{t(`rows.${row.key}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t(`rows.${row.key}`)}
                    data={levels}
                    value={row.read(current)}
                    allowDeselect={false}
                    disabled={!canEdit}
                    data-testid={`issue-setting-${row.key}`}
                    onChange={(value) => value && setDraft(row.write(current, value as IssueAccessLevel))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="sm">
          {t('manageHint')}
        </Text>
      </Card>
      {canEdit && (
        <Group justify="flex-end">
          <Button variant="default" disabled={!draft} onClick={() => setDraft(null)}>
            {t('discard')}
          </Button>
          <Button
            disabled={!draft}
            loading={save.isPending}
            onClick={() =>
              draft &&
              save.mutateAsync(draft).then((answer) => {
                showToast('success', answer.message);
                setDraft(null);
              })
            }
          >
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
