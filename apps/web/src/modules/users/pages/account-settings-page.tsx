import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useIssueNotificationPreferences } from '../api/issue-notifications-api';
import { myProfileQuery } from '../api/profile-api';
import { BasicInfoForm } from '../components/basic-info-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { GeneralInfoForm } from '../components/general-info-form';
import { IssueNotificationsForm } from '../components/issue-notifications-form';
import { PreferencesForm } from '../components/preferences-form';

/** /user/account-settings: basic info, general info, change password, issue e-mails and preferences. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const profile = useQuery(myProfileQuery);
  const issueMail = useIssueNotificationPreferences();
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1} fz="h2">
        {t('users:account.title')}
      </Title>
      {profile.data ? (
        <>
          <BasicInfoForm profile={profile.data} />
          <GeneralInfoForm profile={profile.data} />
          <ChangePasswordForm />
          {issueMail.data && <IssueNotificationsForm initial={issueMail.data} />}
          <PreferencesForm profile={profile.data} />
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
