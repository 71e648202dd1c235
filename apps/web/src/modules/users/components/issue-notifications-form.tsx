import type { IssueNotificationPreferences } from '@fieldbook/domain';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { useSaveIssueNotificationPreferences } from '../api/issue-notifications-api';
import { SettingsCard } from './settings-card';

/** The account settings' issue e-mail switches (ADR 211): on assignment, on comment, the daily overdue digest. */
export function IssueNotificationsForm({ initial }: { initial: IssueNotificationPreferences }) {
  const { t } = useTranslation();
  const save = useSaveIssueNotificationPreferences();
  const [prefs, setPrefs] = useState(initial);
  return (
    <SettingsCard
      title={t('users:account.issueMail.title')}
      description={t('users:account.issueMail.hint')}
      saving={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void save.mutateAsync(prefs).then((answer) => showToast('success', answer.message));
      }}
    >
      <Stack gap="sm">
        <Switch
          label={t('users:account.issueMail.onAssignment')}
          checked={prefs.on_assignment}
          onChange={(event) => setPrefs({ ...prefs, on_assignment: event.currentTarget.checked })}
          data-testid="issue-mail-assignment"
        />
        <Switch
          label={t('users:account.issueMail.onComment')}
          checked={prefs.on_comment}
          onChange={(event) => setPrefs({ ...prefs, on_comment: event.currentTarget.checked })}
          data-testid="issue-mail-comment"
        />
        <Switch
          label={t('users:account.issueMail.dailyDigest')}
          checked={prefs.daily_digest}
          onChange={(event) => setPrefs({ ...prefs, daily_digest: event.currentTarget.checked })}
          data-testid="issue-mail-digest"
        />
      </Stack>
    </SettingsCard>
  );
}
