import { useTranslation } from 'react-i18next';
import { HomeButton, MessagePage } from '../../shared/ui/message-page';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /error: where a 404 answer from the API leads (spec §8). */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle('common:errors.error.title');
  return (
    <MessagePage
      title={t('common:errors.error.title')}
      text={t('common:errors.error.text')}
      actions={<HomeButton label={t('common:errors.backHome')} />}
    />
  );
}
