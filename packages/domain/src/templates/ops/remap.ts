import type { Id } from '../ids';
import type { Translations } from '../document.schema';

/** Deep-copies a JSON value replacing every string that is a key of `map`; how copies re-point references. */
export function remapIds<T>(value: T, map: ReadonlyMap<Id, Id>): T {
  if (typeof value === 'string') return (map.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => remapIds(v, map)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remapIds(v, map)])) as T;
  }
  return value;
}

/** Translation key of a text: the owner's stable id, or `id:field` for a second text of the same owner. */
export function translationKey(id: Id, field?: string): string {
  return field ? `${id}:${field}` : id;
}

function ownerOf(key: string): Id {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

/**
 * `into` plus, for every entry of `source` whose owner was copied, the same text under the copy's id.
 * Duplicate copies within one document (`into` = `source`); paste copies from the clipboard's document.
 */
export function copyTranslations(
  source: Translations,
  map: ReadonlyMap<Id, Id>,
  into: Translations = source,
): Translations {
  const result: Translations = { ...into };
  for (const [lang, entries] of Object.entries(source) as [keyof Translations, Record<string, string>][]) {
    const copies: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries)) {
      const owner = ownerOf(key);
      const to = map.get(owner);
      if (to) copies[to + key.slice(owner.length)] = text;
    }
    result[lang] = { ...into[lang], ...copies };
  }
  return result;
}

function filterTranslations(translations: Translations, keep: (key: string) => boolean): Translations {
  const result: Translations = {};
  for (const [lang, entries] of Object.entries(translations) as [
    keyof Translations,
    Record<string, string>,
  ][]) {
    result[lang] = Object.fromEntries(Object.entries(entries).filter(([key]) => keep(key)));
  }
  return result;
}

/** Translations without the entries of removed owners (deleted items, dropped rule sets...). */
export function dropTranslations(translations: Translations, removed: ReadonlySet<Id>): Translations {
  return filterTranslations(translations, (key) => !removed.has(ownerOf(key)));
}

/** Translations without some keys: texts gone while their owner stays, such as a removed related-info entry. */
export function dropTranslationKeys(translations: Translations, removed: ReadonlySet<string>): Translations {
  return removed.size === 0 ? translations : filterTranslations(translations, (key) => !removed.has(key));
}
