import { desc, eq, and, sql } from 'drizzle-orm';
import type { Language } from '@fieldbook/domain';
import { isRichTextKind, type TemplateDocument } from '@fieldbook/domain/templates';
import { templateTranslationHistory, users } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { editDraft } from '../templates/template-edit';
import { documentOf, languagesOf, readTemplateRow } from '../templates/templates.repo';
import { translateMixed, translationServiceMissing, type TranslateService } from './libre-translate';
import { translatableTexts, translationChanges } from './translation-strings';
import { memberName } from '../users/member-name';

/** Where a change of translations came from, kept in the history (ADR 113). */
export type TranslationSource = 'edit' | 'bulk' | 'auto' | 'import' | 'delete';

function mapOf(doc: TemplateDocument, lang: Language): Record<string, string> {
  const map = doc.translations[lang];
  if (lang === doc.standard_language || !map) throw errors.notFound();
  return map;
}

function assertKnownKeys(doc: TemplateDocument, keys: string[], field: (index: number) => string): void {
  const known = new Set(translatableTexts(doc).map((e) => e.key));
  const index = keys.findIndex((k) => !known.has(k));
  if (index >= 0) throw errors.validation({ [field(index)]: { key: 'translations.key_not_found' } });
}

async function recordHistory(
  tx: Tx,
  actor: Actor,
  templateId: string,
  lang: Language,
  before: Record<string, string>,
  after: Record<string, string>,
  source: TranslationSource,
): Promise<number> {
  const changes = translationChanges(before, after);
  if (changes.length === 0 || !actor.orgId) return changes.length;
  const orgId = actor.orgId;
  await tx.insert(templateTranslationHistory).values(
    changes.map((c) => ({
      orgId,
      templateId,
      lang,
      key: c.key,
      oldValue: c.old,
      newValue: c.new,
      source,
      userId: actor.userId,
    })),
  );
  return changes.length;
}

/** Replaces one language's map through `change`, with history rows and one activity-log row. */
function changeLanguage(
  db: Db,
  actor: Actor,
  templateId: string,
  lang: Language,
  source: TranslationSource,
  change: (
    doc: TemplateDocument,
    current: Record<string, string>,
  ) => Promise<Record<string, string>> | Record<string, string>,
) {
  return editDraft(db, actor, templateId, `template.translation.${source}`, async (doc, _row, tx) => {
    const current = mapOf(doc, lang);
    const next = await change(doc, current);
    const changed = await recordHistory(tx, actor, templateId, lang, current, next, source);
    const nextDoc = changed > 0 ? { ...doc, translations: { ...doc.translations, [lang]: next } } : null;
    return { doc: nextDoc, result: { changed, translations: next }, summary: { lang, changed } };
  });
}

/** GET …/translation/{lang}: every translatable text with its translation. */
export function translationGrid(db: Db, actor: Actor, templateId: string, lang: Language) {
  return withTenant(db, actor, async (tx) => {
    const row = await readTemplateRow(tx, templateId);
    const doc = documentOf(row);
    const map = mapOf(doc, lang);
    return {
      lang,
      standard_language: doc.standard_language,
      languages: languagesOf(doc),
      revision: row.revision,
      entries: translatableTexts(doc).map((e) => ({ ...e, translation: map[e.key] ?? null })),
    };
  });
}

/** POST …/set-language {lang}: declares the language the document's own texts are in. */
export function setStandardLanguage(db: Db, actor: Actor, templateId: string, lang: Language) {
  return editDraft(db, actor, templateId, 'template.language_set', (doc) => {
    if (doc.translations[lang] && lang !== doc.standard_language)
      throw errors.validation({ lang: { key: 'translations.language_has_translation' } });
    const next = doc.standard_language === lang ? null : { ...doc, standard_language: lang };
    return { doc: next, result: { languages: languagesOf(next ?? doc) }, summary: { lang } };
  });
}

/** POST …/translation/add {lang}: an empty translation (422 for the standard or an added language). */
export function addLanguage(db: Db, actor: Actor, templateId: string, lang: Language) {
  return editDraft(db, actor, templateId, 'template.translation.added', (doc) => {
    if (lang === doc.standard_language || doc.translations[lang])
      throw errors.validation({ lang: { key: 'translations.language_exists' } });
    const next = { ...doc, translations: { ...doc.translations, [lang]: {} } };
    return { doc: next, result: { languages: languagesOf(next) }, summary: { lang } };
  });
}

/** DELETE …/translation/{lang}: the language and its texts (the history keeps what they were). */
export function removeLanguage(db: Db, actor: Actor, templateId: string, lang: Language) {
  return editDraft(db, actor, templateId, 'template.translation.removed', async (doc, _row, tx) => {
    const current = mapOf(doc, lang);
    await recordHistory(tx, actor, templateId, lang, current, {}, 'delete');
    const { [lang]: _removed, ...rest } = doc.translations;
    const next = { ...doc, translations: rest };
    return { doc: next, result: { languages: languagesOf(next) }, summary: { lang } };
  });
}

/** PUT …/translation/{lang}: the language's whole map. */
export function replaceTranslations(
  db: Db,
  actor: Actor,
  templateId: string,
  lang: Language,
  translations: Record<string, string>,
) {
  return changeLanguage(db, actor, templateId, lang, 'edit', (doc) => {
    assertKnownKeys(doc, Object.keys(translations), () => 'translations');
    return Object.fromEntries(Object.entries(translations).filter(([, v]) => v.trim() !== ''));
  });
}

/** Merges key → text pairs into a map; an empty text removes the key. */
export function mergeTexts(current: Record<string, string>, items: { key: string; value: string }[]) {
  const next = { ...current };
  for (const { key, value } of items) {
    if (value.trim() === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** PUT …/translation/{lang}/bulk-update {items}. */
export function bulkUpdate(
  db: Db,
  actor: Actor,
  templateId: string,
  lang: Language,
  items: { key: string; value: string }[],
  source: TranslationSource = 'bulk',
) {
  return changeLanguage(db, actor, templateId, lang, source, (doc, current) => {
    assertKnownKeys(
      doc,
      items.map((i) => i.key),
      (i) => `items.${i}.key`,
    );
    return mergeTexts(current, items);
  });
}

/**
 * PUT …/translation/{lang}/bulk-auto-translate {keys ≤ 10}: the keys' standard texts through the
 * translation service; the service is called before the transaction so no lock waits on it.
 */
export async function autoTranslate(
  db: Db,
  actor: Actor,
  service: TranslateService,
  templateId: string,
  lang: Language,
  keys: string[],
) {
  const doc = await withTenant(db, actor, async (tx) => documentOf(await readTemplateRow(tx, templateId)));
  if (!service.url) throw translationServiceMissing();
  mapOf(doc, lang);
  assertKnownKeys(doc, keys, (i) => `keys.${i}`);
  const sources = new Map(translatableTexts(doc).map((e) => [e.key, e]));
  const texts = keys.map((k) => {
    const entry = sources.get(k);
    return {
      text: entry?.source ?? '',
      format: entry && isRichTextKind(entry.kind) ? ('html' as const) : ('text' as const),
    };
  });
  const translated = await translateMixed(service, texts, doc.standard_language, lang);
  return bulkUpdate(
    db,
    actor,
    templateId,
    lang,
    keys.map((key, i) => ({ key, value: translated[i] ?? '' })),
    'auto',
  );
}

/** GET …/translation/{lang}/history: newest first, with who made each change. */
export function translationHistory(db: Db, actor: Actor, templateId: string, lang: Language, limit = 500) {
  return withTenant(db, actor, async (tx) => {
    await readTemplateRow(tx, templateId);
    const rows = await tx
      .select({
        id: templateTranslationHistory.id,
        key: templateTranslationHistory.key,
        oldValue: templateTranslationHistory.oldValue,
        newValue: templateTranslationHistory.newValue,
        source: templateTranslationHistory.source,
        userId: templateTranslationHistory.userId,
        userName: sql<
          string | null
        >`(select ${memberName(users.firstName, users.lastName)} from ${users} where ${users.id} = ${templateTranslationHistory.userId})`,
        createdAt: templateTranslationHistory.createdAt,
      })
      .from(templateTranslationHistory)
      .where(
        and(eq(templateTranslationHistory.templateId, templateId), eq(templateTranslationHistory.lang, lang)),
      )
      .orderBy(desc(templateTranslationHistory.createdAt), desc(templateTranslationHistory.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      old_value: r.oldValue,
      new_value: r.newValue,
      source: r.source,
      user_id: r.userId,
      user_name: r.userName,
      created_at: new Date(r.createdAt).toISOString(),
    }));
  });
}
