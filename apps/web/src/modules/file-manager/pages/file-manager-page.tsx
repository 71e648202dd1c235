import type { FileEntry } from '@fieldbook/domain';
import { fileDownloadUrl } from '@fieldbook/domain';
import { validatePasteDestination, type ClipboardEntry } from '@fieldbook/domain/uploads/index';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconClipboard,
  IconCopy,
  IconCut,
  IconDownload,
  IconFolderPlus,
  IconPencil,
  IconTrash,
  IconUpload,
  IconX,
  IconArrowsMove,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/data-table/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { showToast } from '../../../shared/ui/toast';
import { fileManagerApi, useFileMutation, useFolderContents } from '../api/file-manager-api';
import { EntryTable, type EntryAction } from '../components/entry-table';
import { FolderBreadcrumb } from '../components/folder-breadcrumb';
import { FolderTree } from '../components/folder-tree';
import { MoveModal } from '../components/move-modal';
import { NameModal } from '../components/name-modal';
import { UploadModal } from '../components/upload-modal';
import { registerUploadTexts, uploadKey } from '../upload-texts';

registerUploadTexts();

type Dialog =
  | { kind: 'create' }
  | { kind: 'upload' }
  | { kind: 'rename'; entry: FileEntry }
  | { kind: 'move'; entries: FileEntry[] }
  | { kind: 'delete'; entries: FileEntry[] }
  | null;

interface Clipboard {
  mode: 'copy' | 'cut';
  entries: ClipboardEntry[];
}

const toClipboard = (entries: readonly FileEntry[]): ClipboardEntry[] =>
  entries.map((entry) => ({ id: entry.id, parentId: entry.parent_id, name: entry.name }));

/** /resources/filemanager: folders and files of the workspace, with upload, folders, rename, move, copy and delete. */
export function FileManagerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const contents = useFolderContents(folderId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [clipboard, setClipboard] = useState<Clipboard | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useFileMutation(fileManagerApi.createFolder);
  const rename = useFileMutation(fileManagerApi.rename);
  const move = useFileMutation(fileManagerApi.move);
  const copy = useFileMutation(fileManagerApi.copy);
  const remove = useFileMutation(fileManagerApi.remove);

  const entries = useMemo(() => contents.data?.entries ?? [], [contents.data]);
  const path = contents.data?.path ?? [];
  const chosen = entries.filter((entry) => selected.has(entry.id));
  const names = entries.map((entry) => entry.name);
  const close = () => setDialog(null);

  const open = (id: string | null) => {
    setSelected(new Set());
    setParams(id ? { folder: id } : {});
  };
  const act = (action: EntryAction, targets: FileEntry[]) => {
    if (action === 'rename' && targets[0]) setDialog({ kind: 'rename', entry: targets[0] });
    if (action === 'move') setDialog({ kind: 'move', entries: targets });
    if (action === 'delete') setDialog({ kind: 'delete', entries: targets });
    if (action === 'copy' || action === 'cut') {
      setClipboard({ mode: action, entries: toClipboard(targets) });
      showToast('success', t(`file-manager:clipboard.${action}`, { count: targets.length }));
    }
  };
  const paste = () => {
    if (!clipboard) return;
    const problem = validatePasteDestination(clipboard.entries, {
      id: folderId,
      ancestorIds: path.slice(0, -1).map((crumb) => crumb.id),
      entryNames: names,
    });
    if (problem) {
      showToast('error', t(uploadKey(problem)));
      return;
    }
    const body = { ids: clipboard.entries.map((entry) => entry.id), destination_id: folderId };
    const call = clipboard.mode === 'copy' ? copy : move;
    call.mutate(body, { onSuccess: () => clipboard.mode === 'cut' && setClipboard(null) });
  };

  if (contents.isPending) return <PageLoader />;
  const single = chosen.length === 1 ? chosen[0] : undefined;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('file-manager:title')}
      </Title>
      <FolderBreadcrumb path={path} onOpen={open} />
      <SimpleGrid cols={{ base: 1, md: 4 }} spacing="md">
        <Paper withBorder p="xs" visibleFrom="md">
          <FolderTree currentId={folderId} openPath={path.map((crumb) => crumb.id)} onOpen={open} />
        </Paper>
        <Stack gap="sm" style={{ gridColumn: 'span 3', minWidth: 0 }}>
          <Group gap="xs" data-testid="file-toolbar">
            <Button
              size="xs"
              leftSection={<IconUpload size={14} />}
              onClick={() => setDialog({ kind: 'upload' })}
            >
              {t('file-manager:actions.upload')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFolderPlus size={14} />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('file-manager:actions.newFolder')}
            </Button>
            {clipboard && (
              <>
                <Button size="xs" variant="light" leftSection={<IconClipboard size={14} />} onClick={paste}>
                  {t('file-manager:actions.paste', { count: clipboard.entries.length })}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconX size={14} />}
                  onClick={() => setClipboard(null)}
                >
                  {t('file-manager:actions.clearClipboard')}
                </Button>
              </>
            )}
          </Group>
          {chosen.length > 0 && (
            <Group gap="xs" data-testid="selection-toolbar">
              <Text size="sm">{t('file-manager:selected', { count: chosen.length })}</Text>
              {single?.kind === 'file' && (
                <Button
                  size="xs"
                  variant="default"
                  component="a"
                  href={fileDownloadUrl(single.id, true)}
                  download={single.name}
                  leftSection={<IconDownload size={14} />}
                >
                  {t('file-manager:actions.download')}
                </Button>
              )}
              {single && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => act('rename', chosen)}
                >
                  {t('file-manager:actions.rename')}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowsMove size={14} />}
                onClick={() => act('move', chosen)}
              >
                {t('file-manager:actions.move')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} />}
                onClick={() => act('copy', chosen)}
              >
                {t('file-manager:actions.copy')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCut size={14} />}
                onClick={() => act('cut', chosen)}
              >
                {t('file-manager:actions.cut')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => act('delete', chosen)}
              >
                {t('common:gen.actions.delete')}
              </Button>
            </Group>
          )}
          <Paper withBorder>
            {entries.length === 0 ? (
              <Box p="lg">
                <Text size="sm" c="dimmed" ta="center" data-testid="empty-folder">
                  {t('file-manager:empty')}
                </Text>
              </Box>
            ) : (
              <EntryTable
                entries={entries}
                selected={selected}
                onSelect={setSelected}
                onOpenFolder={open}
                onAction={(action, entry) => act(action, [entry])}
              />
            )}
          </Paper>
        </Stack>
      </SimpleGrid>

      {dialog?.kind === 'upload' && <UploadModal folderId={folderId} onClose={close} />}
      {dialog?.kind === 'create' && (
        <NameModal
          title={t('file-manager:actions.newFolder')}
          initialName=""
          siblingNames={names}
          busy={create.isPending}
          onClose={close}
          onSubmit={(name) => create.mutateAsync({ name, parent_id: folderId })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal
          title={t('file-manager:actions.rename')}
          initialName={dialog.entry.name}
          siblingNames={names.filter((name) => name !== dialog.entry.name)}
          busy={rename.isPending}
          onClose={close}
          onSubmit={(name) => rename.mutateAsync({ id: dialog.entry.id, name })}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveModal
          entries={toClipboard(dialog.entries)}
          busy={move.isPending}
          onClose={close}
          onMove={(destination) =>
            move.mutateAsync({ ids: dialog.entries.map((entry) => entry.id), destination_id: destination })
          }
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('file-manager:delete.title')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          remove.mutate(
            dialog.entries.map((entry) => entry.id),
            {
              onSuccess: () => {
                setSelected(new Set());
                close();
              },
            },
          )
        }
      >
        {dialog?.kind === 'delete' && dialog.entries.length === 1
          ? t('file-manager:delete.one', { name: dialog.entries[0]?.name ?? '' })
          : t('file-manager:delete.many', { count: dialog?.kind === 'delete' ? dialog.entries.length : 0 })}
      </ConfirmDialog>
    </Stack>
  );
}
