import { isRichTextKind, type TranslationEntry } from '@fieldbook/domain/templates';

/** Unsaved texts typed in the grid, by key. */
export type GridEdits = Readonly<Record<string, string>>;

/** What the grid shows: all rows, or only those still missing a translation, narrowed by a search text. */
export interface GridFilter {
  search: string;
  onlyMissing: boolean;
}

/** The text a row shows: the unsaved edit when there is one, else the stored translation. */
export function currentText(entry: TranslationEntry, edits: GridEdits): string {
  return edits[entry.key] ?? entry.translation ?? '';
}

/** What search looks at in a text: a rich text's words, not its markup (`<strong>` must not match "strong"). */
const searchable = (entry: TranslationEntry, text: string) =>
  isRichTextKind(entry.kind) ? text.replace(/<[^>]*>/g, ' ') : text;

/** Rows matching the filter, in document order (search looks at source and translation, any case). */
export function visibleRows(
  entries: readonly TranslationEntry[],
  edits: GridEdits,
  filter: GridFilter,
): TranslationEntry[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return entries.filter((entry) => {
    const text = currentText(entry, edits);
    if (filter.onlyMissing && text.trim() !== '') return false;
    if (!needle) return true;
    return searchable(entry, `${entry.source}\n${text}`).toLocaleLowerCase().includes(needle);
  });
}

/** The bulk-update items of the edits that differ from what is stored (an empty text removes a translation). */
export function changedItems(
  entries: readonly TranslationEntry[],
  edits: GridEdits,
): { key: string; value: string }[] {
  return entries
    .filter((entry) => entry.key in edits && (edits[entry.key] ?? '') !== (entry.translation ?? ''))
    .map((entry) => ({ key: entry.key, value: edits[entry.key] ?? '' }));
}

/** Splits keys into batches of at most `size` (auto-translate takes 10 per request, spec §9). */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Keys worth sending to auto-translate: the chosen rows, or every row still without a translation. */
export function autoTranslateKeys(
  entries: readonly TranslationEntry[],
  edits: GridEdits,
  selected: ReadonlySet<string>,
): string[] {
  if (selected.size > 0) return entries.filter((e) => selected.has(e.key)).map((e) => e.key);
  return entries.filter((e) => currentText(e, edits).trim() === '').map((e) => e.key);
}
