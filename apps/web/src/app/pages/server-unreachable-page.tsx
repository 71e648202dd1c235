import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../shared/ui/message-page';

/** Shown when the session check got no usable answer (server down or offline), with a retry. */
export function ServerUnreachablePage({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <main>
      <MessagePage
        title={t('common:errors.unreachable.title')}
        text={t('common:errors.unreachable.text')}
        actions={<Button onClick={onRetry}>{t('common:errors.tryAgain')}</Button>}
      />
    </main>
  );
}
