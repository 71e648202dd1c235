import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title from an i18n key, so each page is announced and findable by name. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · Fieldbook`;
  }, [title]);
}
