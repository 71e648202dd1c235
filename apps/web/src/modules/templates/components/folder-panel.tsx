import type { TemplateFolder } from '@fieldbook/domain/templates';
import { ActionIcon, Box, Button, Group, Menu, NavLink, Paper, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconFolder,
  IconFolderPlus,
  IconFolders,
  IconHome,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { foldersApi, useFolders } from '../api/folders-api';
import { useTemplateMutation } from '../api/templates-api';
import { FolderModal, type FolderModalTarget } from './folder-modal';
import { ALL_FOLDERS, foldersWithChildren, TOP_LEVEL, visibleFolders } from './folder-tree';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu';

/** The template list's folder tree: choose what the table shows, and create, rename, move or delete folders. */
export function FolderPanel({ selected, onSelect }: { selected: string; onSelect: (view: string) => void }) {
  const { t } = useTranslation();
  const folders = useFolders();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [modal, setModal] = useState<FolderModalTarget | null>(null);
  const [deleting, setDeleting] = useState<TemplateFolder | null>(null);
  const remove = useTemplateMutation(foldersApi.remove);
  const all = folders.data ?? [];
  const parents = foldersWithChildren(all);
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper withBorder p="xs" data-testid="folder-panel">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('templates:folders.heading')}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconFolderPlus size={14} />}
          onClick={() => setModal({ kind: 'create', parentId: null })}
          data-testid="create-folder"
        >
          {t('templates:folders.new')}
        </Button>
      </Group>
      <Stack gap={2} component="nav" aria-label={t('templates:folders.heading')}>
        <NavLink
          label={t('templates:folders.all')}
          leftSection={<IconFolders size={16} />}
          active={selected === ALL_FOLDERS}
          onClick={() => onSelect(ALL_FOLDERS)}
          data-testid="folder-all"
        />
        <NavLink
          label={t('templates:folders.topLevel')}
          leftSection={<IconHome size={16} />}
          active={selected === TOP_LEVEL}
          onClick={() => onSelect(TOP_LEVEL)}
          data-testid="folder-top"
        />
        {visibleFolders(all, collapsed).map((folder) => {
          const open = !collapsed.has(folder.id);
          return (
            <Group key={folder.id} gap={0} wrap="nowrap" pl={folder.depth * 14}>
              {parents.has(folder.id) ? (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-expanded={open}
                  aria-label={t(open ? 'templates:folders.collapse' : 'templates:folders.expand', {
                    name: folder.title,
                  })}
                  onClick={() => toggle(folder.id)}
                >
                  {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                </ActionIcon>
              ) : (
                <Box w={22} />
              )}
              <NavLink
                label={folder.title}
                description={t('templates:folders.count', { count: folder.templates_count })}
                leftSection={<IconFolder size={16} />}
                active={selected === folder.id}
                onClick={() => onSelect(folder.id)}
                style={{ flex: 1, minWidth: 0 }}
                data-testid={`folder-${folder.title}`}
              />
              <RowActionsMenu
                label={t('templates:folders.actionsFor', { name: folder.title })}
                testId={`folder-actions-${folder.title}`}
                compact
              >
                <Menu.Item onClick={() => setModal({ kind: 'create', parentId: folder.id })}>
                  {t('templates:folders.newInside')}
                </Menu.Item>
                <Menu.Item onClick={() => setModal({ kind: 'edit', folder })} data-testid="folder-edit">
                  {t('templates:folders.edit')}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setDeleting(folder)} data-testid="folder-delete">
                  {t('common:gen.actions.delete')}
                </Menu.Item>
              </RowActionsMenu>
            </Group>
          );
        })}
      </Stack>
      {modal && <FolderModal target={modal} onClose={() => setModal(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('templates:folders.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (selected === deleting.id) onSelect(ALL_FOLDERS);
              setDeleting(null);
            },
          })
        }
      >
        {t('templates:folders.deleteConfirm', { name: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
