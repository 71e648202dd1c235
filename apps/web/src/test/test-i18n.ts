import { createInstance, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../shared/locales/en.json';

/** An English i18next instance with the shared catalogue plus the given namespaces, so tests read real texts. */
export function createTestI18n(namespaces: Record<string, ResourceKey> = {}): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, ...namespaces } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
