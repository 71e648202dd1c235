import { infoEntryKey, richTextHasText, translationKey } from '@fieldbook/domain/templates';
import type { Id, TemplateDocument, TranslationEntry } from '@fieldbook/domain/templates';

type TranslatableText = Omit<TranslationEntry, 'translation'>;

/**
 * Every translatable text of a document in document order: item titles under the item id, an
 * instruction's rich-text body under `id:content` right after its title (ADR 166), the texts of the
 * related info an item shows under `block uuid:entry id` after that (ADR 170, a block shared by
 * several items once, at its first), and response-set option labels under the option uuid (the keys
 * of `translations`, ADR 113). Global-response options are translated through their own calls, so
 * they are not listed.
 */
export function translatableTexts(doc: TemplateDocument): TranslatableText[] {
  const entries: TranslatableText[] = [];
  const blocks = new Map(doc.info.map((block) => [block.uuid, block]));
  const listedBlocks = new Set<Id>();
  for (const item of doc.items) {
    if (item.title.trim() !== '') entries.push({ key: item.id, kind: 'title', source: item.title });
    const content = item.type === 'instruction' ? item.options.content : undefined;
    if (typeof content === 'string' && richTextHasText(content))
      entries.push({ key: translationKey(item.id, 'content'), kind: 'content', source: content });
    const block = item.options.info_id ? blocks.get(item.options.info_id) : undefined;
    if (!block || listedBlocks.has(block.uuid)) continue;
    listedBlocks.add(block.uuid);
    for (const entry of block.items)
      if (entry.type === 'text' && richTextHasText(entry.value ?? ''))
        entries.push({ key: infoEntryKey(block.uuid, entry.id), kind: 'info', source: entry.value ?? '' });
  }
  for (const set of doc.response_sets)
    for (const option of set.options)
      if (option.label.trim() !== '')
        entries.push({ key: option.uuid, kind: 'option', source: option.label });
  return entries;
}

/** One changed key of a language: its text before and after (null when absent). */
export interface TranslationChange {
  key: string;
  old: string | null;
  new: string | null;
}

/** The keys whose text differs between two versions of a language's map, for the history. */
export function translationChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): TranslationChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => before[key] !== after[key])
    .map((key) => ({ key, old: before[key] ?? null, new: after[key] ?? null }));
}
