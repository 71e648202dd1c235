import {
  canDeleteSavedQuery,
  DEFAULT_SAVED_QUERY_KEY,
  isDefaultSavedQuery,
  savedQueryDiffers,
  savedQueryNameSchema,
  type ListQuery,
  type SavedQuery,
} from '@fieldbook/domain';

/** A tab of the strip: a stored query, or the default before anyone has saved it (no id yet). */
export interface SavedQueryTab {
  id: string | null;
  key: string;
  name: string;
  query_string: string;
}

/** The table's tabs: the default first (synthesised when the server has none stored), then the rest. */
export function savedQueryTabs(stored: readonly SavedQuery[]): SavedQueryTab[] {
  const fromServer = stored.map(({ id, key, name, query_string }) => ({ id, key, name, query_string }));
  const defaults = fromServer.filter((q) => isDefaultSavedQuery(q));
  const others = fromServer.filter((q) => !isDefaultSavedQuery(q));
  const first = defaults[0] ?? { id: null, key: DEFAULT_SAVED_QUERY_KEY, name: '', query_string: '' };
  return [first, ...others];
}

/** The tab a key names; an unknown or missing key falls back to the default (spec §4 after delete). */
export function activeTab(tabs: readonly SavedQueryTab[], key: string | null): SavedQueryTab | undefined {
  return tabs.find((tab) => tab.key === key) ?? tabs.find((tab) => isDefaultSavedQuery(tab)) ?? tabs[0];
}

/** Whether the tab shows the changes marker: the live query differs from the stored one. */
export function tabHasChanges(tab: SavedQueryTab, current: ListQuery): boolean {
  return savedQueryDiffers(tab, current);
}

/** The default tab can be neither renamed nor deleted (spec §4). */
export function canRenameTab(tab: SavedQueryTab): boolean {
  return !isDefaultSavedQuery(tab);
}

/** Whether the tab strip offers delete for a tab. */
export function canDeleteTab(tab: SavedQueryTab): boolean {
  return canDeleteSavedQuery(tab);
}

/** A new query's key: `q_` plus a random part, retried until no tab uses it. */
export function generateSavedQueryKey(
  tabs: readonly Pick<SavedQueryTab, 'key'>[],
  random: () => string = () => Math.random().toString(36).slice(2, 10),
): string {
  const taken = new Set(tabs.map((tab) => tab.key));
  for (;;) {
    const key = `q_${random()}`;
    if (!taken.has(key)) return key;
  }
}

/** The tab to show after deleting one: the default (spec §4), whatever tab was active. */
export function tabAfterDelete(): string {
  return DEFAULT_SAVED_QUERY_KEY;
}

/** Validates a tab name with the domain rule; null when valid, else the message key (spec §5). */
export function savedQueryNameError(name: string): string | null {
  const result = savedQueryNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
