import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@fieldbook/domain/common/language-codes';
import { LANGUAGE_STORAGE_KEY, rememberLanguageForServer, startLanguage } from './language';
import { localeLoader, NAMESPACES } from './locale-loaders';

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoader(language, namespace);
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

/** i18next's settings for one language; the browser's instance and the server's first-screen ones share them. */
function i18nOptions(lng: Language): InitOptions {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

let started: Promise<typeof i18next> | null = null;

/**
 * Starts i18next with the remembered or configured language and remembers every later change (not its own start);
 * started once, however often it is asked.
 */
export function setupI18n(): Promise<typeof i18next> {
  started ??= startI18n();
  return started;
}

async function startI18n(): Promise<typeof i18next> {
  const lng = startLanguage();
  await i18next.use(localeBackend).use(initReactI18next).init(i18nOptions(lng));
  document.documentElement.lang = lng;
  // Registered after start-up: only a change (menu, sign-in, profile) is remembered. Start-up's own language came
  // from storage or the default; writing it back could overwrite a choice stored meanwhile by another tab or a test.
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    rememberLanguageForServer(language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this page only.
    }
  });
  return i18next;
}

/** A separate i18next instance with every text of one language loaded: the server's, for drawing first screens. */
export async function languageInstance(lng: Language): Promise<typeof i18next> {
  const instance = i18next.createInstance();
  await instance.use(localeBackend).init(i18nOptions(lng));
  return instance;
}
