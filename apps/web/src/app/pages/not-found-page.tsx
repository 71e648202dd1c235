import { useTranslation } from 'react-i18next';
import { HomeButton, MessagePage } from '../../shared/ui/message-page';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** "Page Not Found" for unknown paths, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('common:errors.notFound.title');
  return (
    <MessagePage
      code="404"
      title={t('common:errors.notFound.title')}
      text={t('common:errors.notFound.text')}
      actions={<HomeButton label={t('common:errors.backHome')} />}
    />
  );
}
