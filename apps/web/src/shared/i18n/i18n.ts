import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@fieldbook/domain';
import { serverSetting } from '../config/server-settings';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './language';
import { localeFileKey } from './locale-files';

type Loader = () => Promise<{ default: ResourceKey }>;

// Every module's and shared component's locales/{en,de,fr}.json, loaded only for the language in use.
const files = import.meta.glob<{ default: ResourceKey }>([
  '/src/modules/*/locales/*.json',
  '/src/shared/locales/*.json',
  '/src/shared/*/locales/*.json',
]);

const loaders = new Map<string, Loader>();
for (const [path, load] of Object.entries(files)) {
  const key = localeFileKey(path);
  if (key) loaders.set(`${key.lng}/${key.ns}`, load);
}

/** i18next namespaces: "common" for shared pieces and the shell, one per module folder. */
export const NAMESPACES = [...new Set([...loaders.keys()].map((key) => key.split('/')[1]!))];

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Starts i18next with the remembered or configured language and remembers every later change (not its own start). */
export async function setupI18n(): Promise<typeof i18next> {
  const lng = initialLanguage(storedLanguage(), serverSetting('fieldbook-default-language'));
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lng;
  // Registered after start-up: only a change (menu, sign-in, profile) is remembered. Start-up's own language came
  // from storage or the default; writing it back could overwrite a choice stored meanwhile by another tab or a test.
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this page only.
    }
  });
  return i18next;
}
