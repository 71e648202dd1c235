import type { FolderOption } from '@fieldbook/domain';
import { Loader, NavLink } from '@mantine/core';
import { IconFolder, IconFolderOpen, IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolderLevel } from '../api/file-manager-api';

interface TreeProps {
  currentId: string | null;
  /** Folders from the root down to the open one: these stay expanded. */
  openPath: readonly string[];
  onOpen: (folderId: string | null) => void;
}

function FolderLevel({
  parentId,
  enabled,
  ...props
}: TreeProps & { parentId: string | null; enabled: boolean }) {
  const level = useFolderLevel(parentId, enabled);
  if (!enabled) return null;
  if (level.isPending) return <Loader size="xs" m="xs" />;
  return (level.data ?? []).map((folder) => <FolderNode key={folder.id} folder={folder} {...props} />);
}

function FolderNode({ folder, ...props }: TreeProps & { folder: FolderOption }) {
  const [expanded, setExpanded] = useState(false);
  const opened = expanded || props.openPath.includes(folder.id);
  const active = props.currentId === folder.id;
  return (
    <NavLink
      label={folder.name}
      leftSection={opened ? <IconFolderOpen size={16} /> : <IconFolder size={16} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      opened={folder.has_children ? opened : false}
      onClick={() => {
        setExpanded(!active || !opened);
        props.onOpen(folder.id);
      }}
      childrenOffset="sm"
      data-testid={`tree-folder-${folder.name}`}
    >
      {folder.has_children ? <FolderLevel parentId={folder.id} enabled={opened} {...props} /> : undefined}
    </NavLink>
  );
}

/** The folder tree beside the file list: the top level, each folder opening its subfolders when chosen. */
export function FolderTree(props: TreeProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('file-manager:tree')}>
      <NavLink
        label={t('file-manager:root')}
        leftSection={<IconFolders size={16} />}
        active={props.currentId === null}
        aria-current={props.currentId === null ? 'page' : undefined}
        onClick={() => props.onOpen(null)}
        opened
        childrenOffset="sm"
        data-testid="tree-root"
      >
        <FolderLevel parentId={null} enabled {...props} />
      </NavLink>
    </nav>
  );
}
