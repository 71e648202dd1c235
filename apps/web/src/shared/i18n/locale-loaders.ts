import type { ResourceKey } from 'i18next';
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

/** The loader of one namespace's texts in one language; undefined when the namespace has none. */
export function localeLoader(language: string, namespace: string): Loader | undefined {
  return loaders.get(`${language}/${namespace}`);
}

/** Starts loading every text of a language (one chunk, ADR 155) without waiting for it. */
export function preloadLanguage(language: string): void {
  for (const namespace of NAMESPACES) void localeLoader(language, namespace)?.().catch(() => undefined);
}
