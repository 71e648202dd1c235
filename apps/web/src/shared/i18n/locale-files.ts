/** Where one locale file belongs: its i18next namespace and language. */
export interface LocaleFileKey {
  ns: string;
  lng: string;
}

/**
 * Reads namespace and language from a locale file path: modules/<ns>/locales/<lng>.json, a shared component's
 * shared/<ns>/locales/<lng>.json, and shared/locales → common.
 */
export function localeFileKey(path: string): LocaleFileKey | null {
  const moduleMatch = /\/modules\/([^/]+)\/locales\/([a-z]{2})\.json$/.exec(path);
  if (moduleMatch) return { ns: moduleMatch[1]!, lng: moduleMatch[2]! };
  const sharedMatch = /\/shared\/locales\/([a-z]{2})\.json$/.exec(path);
  if (sharedMatch) return { ns: 'common', lng: sharedMatch[1]! };
  const componentMatch = /\/shared\/([^/]+)\/locales\/([a-z]{2})\.json$/.exec(path);
  if (componentMatch) return { ns: componentMatch[1]!, lng: componentMatch[2]! };
  return null;
}
