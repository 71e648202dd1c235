import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/session/use-session';
import { MessagePage } from '../../shared/ui/message-page';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSignOutFlow } from '../shell/sign-out-flow';

/** "Workspace Not Found": the API answered WSP_NOT_FOUND, usually because a new workspace is still being set up. */
export function WorkspaceNotFoundPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle('common:errors.workspaceNotFound.title');
  const signOutFlow = useSignOutFlow();
  return (
    <MessagePage
      title={t('common:errors.workspaceNotFound.title')}
      text={t('common:errors.workspaceNotFound.text')}
      actions={
        <>
          <Button onClick={() => window.location.assign('/dashboard')}>{t('common:errors.tryAgain')}</Button>
          {user && (
            <Button component={Link} to="/settings/workspaces" variant="default">
              {t('common:shell.manageWorkspaces')}
            </Button>
          )}
          <Button variant="default" onClick={signOutFlow.start}>
            {t('common:shell.signOut')}
          </Button>
          {signOutFlow.dialog}
        </>
      }
    />
  );
}
