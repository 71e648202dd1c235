import {
  entriesResponseSchema,
  entryResponseSchema,
  folderContentsResponseSchema,
  folderOptionsResponseSchema,
  type CreateFolderRequest,
  type FolderContentsQuery,
  type PasteRequest,
} from '@fieldbook/domain/file-manager/file-manager.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** Folder endpoint the tree selector and the side tree read (one level per parent_id). */
export const FOLDERS_ENDPOINT = '/file-manager/folders';

/** Query keys of the module; every mutation refreshes all of them and the tree selector's cache. */
export const fileManagerKeys = {
  all: ['file-manager'] as const,
  contents: (folderId: string | null) => ['file-manager', 'contents', folderId ?? 'root'] as const,
  search: (q: string) => ['file-manager', 'search', q] as const,
  folders: (parentId: string | null) => ['file-manager', 'folders', parentId ?? 'root'] as const,
};

/** The file-manager calls (ADR 145). */
export const fileManagerApi = {
  /** A folder's contents (`folder_id`, the root without it), or with `q` the matches of every folder. */
  entries: (query: FolderContentsQuery, signal?: AbortSignal) =>
    api.get('/file-manager/entries', { query, schema: folderContentsResponseSchema, signal }),
  folders: (parentId: string | null, signal?: AbortSignal) =>
    api.get(FOLDERS_ENDPOINT, {
      query: { parent_id: parentId ?? undefined },
      schema: folderOptionsResponseSchema,
      silent: true,
      signal,
    }),
  createFolder: (body: CreateFolderRequest) =>
    api.post('/file-manager/folders', body, { schema: entryResponseSchema }),
  rename: ({ id, name }: { id: string; name: string }) =>
    api.put(`/file-manager/entries/${encodeURIComponent(id)}`, { name }, { schema: entryResponseSchema }),
  move: (body: PasteRequest) => api.post('/file-manager/move', body, { schema: entriesResponseSchema }),
  copy: (body: PasteRequest) => api.post('/file-manager/copy', body, { schema: entriesResponseSchema }),
  remove: (ids: string[]) => api.post('/file-manager/delete', { ids }),
};

/** The open folder: its breadcrumb path and entries. */
export function useFolderContents(folderId: string | null) {
  return useQuery({
    queryKey: fileManagerKeys.contents(folderId),
    queryFn: ({ signal }) =>
      fileManagerApi.entries({ folder_id: folderId ?? undefined }, signal).then((answer) => answer.data),
  });
}

/** Entries of every folder whose name holds the text (ADR 178); idle while the text is empty. */
export function useFileSearch(q: string) {
  return useQuery({
    queryKey: fileManagerKeys.search(q),
    queryFn: ({ signal }) => fileManagerApi.entries({ q }, signal).then((answer) => answer.data),
    enabled: q !== '',
  });
}

/** One level of the folder tree. */
export function useFolderLevel(parentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: fileManagerKeys.folders(parentId),
    queryFn: ({ signal }) => fileManagerApi.folders(parentId, signal).then((answer) => answer.data),
    enabled,
  });
}

/** Refreshes folder contents, the side tree and the tree selector after a change. */
export function useRefreshFiles(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: fileManagerKeys.all }),
      client.invalidateQueries({ queryKey: ['tree-select', FOLDERS_ENDPOINT] }),
    ]);
  };
}

/** A file-manager mutation that refreshes every view of the files when it succeeds. */
export function useFileMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const refresh = useRefreshFiles();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}
