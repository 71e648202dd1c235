import { useTranslation } from 'react-i18next';
import { HomeButton, MessagePage } from '../../shared/ui/message-page';

/** Shown in place of a page whose permission the user lacks. */
export function NotAuthorisedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      code="403"
      title={t('common:errors.notAuthorised.title')}
      text={t('common:errors.notAuthorised.text')}
      actions={<HomeButton label={t('common:errors.backHome')} />}
    />
  );
}
