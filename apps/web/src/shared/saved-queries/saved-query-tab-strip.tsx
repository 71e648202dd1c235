import {
  DEFAULT_SAVED_QUERY_KEY,
  encodeListQuery,
  isDefaultSavedQuery,
  type ListQuery,
  type SavedQuery,
} from '@fieldbook/domain';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../data-table/confirm-dialog';
import { deleteSavedQuery, saveSavedQuery } from './saved-query-api';
import { SavedQueryNameModal } from './saved-query-name-modal';
import {
  activeTab,
  canDeleteTab,
  canRenameTab,
  generateSavedQueryKey,
  savedQueryTabs,
  tabAfterDelete,
  tabHasChanges,
  type SavedQueryTab,
} from './saved-query-tabs';

/** Props of {@link SavedQueryTabStrip}. */
export interface SavedQueryTabStripProps {
  /** The list answer's `table_name`: saved queries belong to it. */
  tableName: string;
  /** The list answer's `saved_queries`. */
  savedQueries: readonly SavedQuery[];
  /** Key of the tab in the URL (null: the default). */
  activeKey: string | null;
  /** The live query, compared with the active tab for the changes marker. */
  current: ListQuery;
  /** Shows a tab: the caller puts its query string and key in the URL, which reloads the list. */
  onSelect: (key: string, queryString: string) => void;
  /** Re-reads the list (and so `saved_queries`) after a tab was stored or deleted. */
  onStored: () => void;
  disabled?: boolean;
}

type Dialog =
  { kind: 'add' } | { kind: 'rename'; tab: SavedQueryTab } | { kind: 'delete'; tab: SavedQueryTab } | null;

/**
 * The saved-query tab strip (spec §4): choose, add from the current query, rename, save the
 * current query into a tab, delete (falling back to the default); the default is fixed.
 */
export function SavedQueryTabStrip({
  tableName,
  savedQueries,
  activeKey,
  current,
  onSelect,
  onStored,
  disabled,
}: SavedQueryTabStripProps) {
  const { t } = useTranslation();
  const tabs = savedQueryTabs(savedQueries);
  const active = activeTab(tabs, activeKey);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const currentString = encodeListQuery({ ...current, page: 1 });
  const nameOf = (tab: SavedQueryTab): string =>
    isDefaultSavedQuery(tab) ? t('common:gen.savedQueries.default') : tab.name;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setDialog(null);
      onStored();
    } finally {
      setBusy(false);
    }
  };
  const store = (tab: SavedQueryTab, name: string, queryString: string) =>
    saveSavedQuery({
      ...(tab.id ? { id: tab.id } : {}),
      key: tab.key,
      name,
      table_name: tableName,
      query_string: queryString,
    });

  const add = (name: string) =>
    run(async () => {
      const key = generateSavedQueryKey(tabs);
      await store({ id: null, key, name, query_string: currentString }, name, currentString);
      onSelect(key, currentString);
    });
  const rename = (tab: SavedQueryTab, name: string) =>
    run(() => store(tab, name, tab.query_string).then(() => undefined));
  // A default never stored yet is created under its key as name; a stored one keeps its name (spec §4).
  const save = (tab: SavedQueryTab) =>
    run(() => store(tab, tab.id ? tab.name : tab.key, currentString).then(() => undefined));
  const remove = (tab: SavedQueryTab) =>
    run(async () => {
      if (tab.id) await deleteSavedQuery(tab.id);
      const fallback = activeTab(tabs, tabAfterDelete());
      onSelect(fallback?.key ?? DEFAULT_SAVED_QUERY_KEY, fallback?.query_string ?? '');
    });

  const activeChanged = active ? tabHasChanges(active, current) : false;

  return (
    <Group gap={4} wrap="wrap" data-testid="saved-query-tabs">
      <Group gap={4} wrap="wrap" role="tablist" aria-label={t('common:gen.savedQueries.title')}>
        {tabs.map((tab) => {
          const selected = tab.key === active?.key;
          const changed = selected && activeChanged;
          return (
            <Button
              key={tab.key}
              role="tab"
              aria-selected={selected}
              size="xs"
              variant={selected ? 'light' : 'subtle'}
              disabled={disabled}
              onClick={() => onSelect(tab.key, tab.query_string)}
              maw={220}
              data-changed={changed || undefined}
            >
              <Text span size="xs" truncate>
                {nameOf(tab)}
              </Text>
              {changed && (
                <Tooltip label={t('common:gen.savedQueries.changed')}>
                  <Text span c="orange" ml={4} aria-label={t('common:gen.savedQueries.changed')}>
                    ●
                  </Text>
                </Tooltip>
              )}
            </Button>
          );
        })}
      </Group>
      {active && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('common:gen.savedQueries.actions', { name: nameOf(active) })}
              disabled={disabled}
            >
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void save(active)} disabled={!activeChanged}>
              {t('common:gen.savedQueries.save')}
            </Menu.Item>
            {canRenameTab(active) && (
              <Menu.Item onClick={() => setDialog({ kind: 'rename', tab: active })}>
                {t('common:gen.savedQueries.rename')}
              </Menu.Item>
            )}
            {canDeleteTab(active) && (
              <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', tab: active })}>
                {t('common:gen.savedQueries.delete')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <Tooltip label={t('common:gen.savedQueries.add')}>
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => setDialog({ kind: 'add' })}
          aria-label={t('common:gen.savedQueries.add')}
          disabled={disabled}
          data-testid="saved-query-add"
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Tooltip>
      <SavedQueryNameModal
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        title={t(
          dialog?.kind === 'rename' ? 'common:gen.savedQueries.rename' : 'common:gen.savedQueries.add',
        )}
        initialName={dialog?.kind === 'rename' ? dialog.tab.name : ''}
        busy={busy}
        onClose={() => setDialog(null)}
        onSubmit={(name) => void (dialog?.kind === 'rename' ? rename(dialog.tab, name) : add(name))}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('common:gen.savedQueries.delete')}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'delete' && void remove(dialog.tab)}
      >
        {t('common:gen.savedQueries.deleteConfirm', {
          name: dialog?.kind === 'delete' ? dialog.tab.name : '',
        })}
      </ConfirmDialog>
    </Group>
  );
}
