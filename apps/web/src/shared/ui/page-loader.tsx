import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spinner shown while a page's chunk or first data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status" aria-label={t('common:loading')}>
      <Loader size="sm" />
    </Center>
  );
}
