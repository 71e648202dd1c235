import type { FileEntry } from '@fieldbook/domain';
import { fileDownloadUrl } from '@fieldbook/domain';
import { formatBytes } from '@fieldbook/domain/uploads/index';
import { Anchor, Checkbox, Group, Menu, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';

/** What a row's menu can ask the page to do. */
export type EntryAction = 'rename' | 'move' | 'copy' | 'cut' | 'delete';

/** The open folder's entries with selection, opening, download and a menu of actions per row. */
export function EntryTable({
  entries,
  selected,
  onSelect,
  onOpenFolder,
  onAction,
}: {
  entries: readonly FileEntry[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onOpenFolder: (id: string) => void;
  onAction: (action: EntryAction, entry: FileEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const all = entries.length > 0 && entries.every((entry) => selected.has(entry.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="file-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('file-manager:selectAll')}
                checked={all}
                indeterminate={!all && selected.size > 0}
                onChange={() => onSelect(all ? new Set() : new Set(entries.map((entry) => entry.id)))}
              />
            </Table.Th>
            <Table.Th>{t('file-manager:columns.name')}</Table.Th>
            <Table.Th>{t('file-manager:columns.size')}</Table.Th>
            <Table.Th>{t('file-manager:columns.type')}</Table.Th>
            <Table.Th>{t('file-manager:columns.modified')}</Table.Th>
            <Table.Th>{t('file-manager:columns.createdBy')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('file-manager:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid={`entry-${entry.name}`}>
              <Table.Td>
                <Checkbox
                  aria-label={t('file-manager:select', { name: entry.name })}
                  checked={selected.has(entry.id)}
                  onChange={() => toggle(entry.id)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {entry.kind === 'folder' ? (
                    <IconFolder size={18} aria-hidden />
                  ) : (
                    <IconFile size={18} aria-hidden />
                  )}
                  {entry.kind === 'folder' ? (
                    <UnstyledButton onClick={() => onOpenFolder(entry.id)} fz="sm" fw={500}>
                      {entry.name}
                    </UnstyledButton>
                  ) : (
                    <Anchor href={entry.url ?? undefined} target="_blank" rel="noopener" size="sm">
                      {entry.name}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.size === null ? '—' : formatBytes(entry.size)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {entry.kind === 'folder' ? t('file-manager:folder') : (entry.content_type ?? '')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dates.format(new Date(entry.updated_at))}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.created_by_name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <RowActionsMenu
                  label={t('file-manager:actionsFor', { name: entry.name })}
                  testId={`actions-${entry.name}`}
                >
                  {entry.kind === 'file' && (
                    <Menu.Item component="a" href={fileDownloadUrl(entry.id, true)} download={entry.name}>
                      {t('file-manager:actions.download')}
                    </Menu.Item>
                  )}
                  <Menu.Item onClick={() => onAction('rename', entry)}>
                    {t('file-manager:actions.rename')}
                  </Menu.Item>
                  <Menu.Item onClick={() => onAction('move', entry)}>
                    {t('file-manager:actions.move')}
                  </Menu.Item>
                  <Menu.Item onClick={() => onAction('copy', entry)}>
                    {t('file-manager:actions.copy')}
                  </Menu.Item>
                  <Menu.Item onClick={() => onAction('cut', entry)}>
                    {t('file-manager:actions.cut')}
                  </Menu.Item>
                  <Menu.Item color="red" onClick={() => onAction('delete', entry)}>
                    {t('common:gen.actions.delete')}
                  </Menu.Item>
                </RowActionsMenu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
