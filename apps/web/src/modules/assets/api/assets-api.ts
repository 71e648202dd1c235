import {
  apiMessageSchema,
  assetMutationResponseSchema,
  assetTypeMutationResponseSchema,
  assetTypeOptionsResponseSchema,
  assetTypeResponseSchema,
  bulkCountResponseSchema,
  type AssetRequest,
  type AssetTypeOption,
  type AssetTypeRequest,
} from '@fieldbook/domain';
import { remoteOptionLabel, type RemoteOption } from '@fieldbook/domain/list-query/remote-options.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoints of the four asset tables (spec §7). */
export const ASSET_ENDPOINTS = {
  list: '/assets/list',
  archive: '/assets/archive',
  typeList: '/assets/types/list',
  typeArchive: '/assets/types/archive',
  typeOptions: '/assets/types/all',
  search: '/assets/search',
} as const;

/** An asset option of GET /assets/search as selects show it: "asset id · name" (the options have no `name`). */
export function assetOptionLabel(option: RemoteOption): string {
  const { asset_id: assetId, display_name: name } = option;
  return typeof assetId === 'string' && typeof name === 'string'
    ? `${assetId} · ${name}`
    : remoteOptionLabel(option);
}

const assetPath = (id: string) => `/assets/${encodeURIComponent(id)}`;
const typePath = (id: string) => `/assets/types/${encodeURIComponent(id)}`;

/** The asset and asset-type calls of spec §7 (bulk import lives with the import wizard). */
export const assetsApi = {
  get: (id: string) =>
    api.get(assetPath(id), {
      query: { fields_as_object: 1 },
      schema: assetMutationResponseSchema.omit({ message: true }),
    }),
  create: (body: AssetRequest) => api.post('/assets/new', body, { schema: assetMutationResponseSchema }),
  update: (id: string, body: AssetRequest) =>
    api.put(assetPath(id), body, { schema: assetMutationResponseSchema }),
  remove: (id: string) => api.delete(assetPath(id), { schema: apiMessageSchema }),
  restore: (id: string) =>
    api.put(`${assetPath(id)}/restore`, undefined, { schema: bulkCountResponseSchema }),
  bulkArchive: (ids: string[]) =>
    api.put('/assets/bulk-archive', { ids }, { schema: bulkCountResponseSchema }),
  bulkRestore: (ids: string[]) =>
    api.put('/assets/bulk-restore', { ids }, { schema: bulkCountResponseSchema }),
  getType: (id: string) => api.get(typePath(id), { schema: assetTypeResponseSchema }),
  createType: (body: AssetTypeRequest) =>
    api.post('/assets/types/new', body, { schema: assetTypeMutationResponseSchema }),
  updateType: (id: string, body: AssetTypeRequest) =>
    api.put(typePath(id), body, { schema: assetTypeMutationResponseSchema }),
  /** The custom-fields editor's save: silent, as the editor shows its own success and 422 messages. */
  saveTypeFields: (id: string, body: AssetTypeRequest) =>
    api.put(typePath(id), body, { schema: assetTypeMutationResponseSchema, silent: true }),
  removeType: (id: string) => api.delete(typePath(id), { schema: apiMessageSchema }),
  restoreType: (id: string) =>
    api.put(`${typePath(id)}/restore`, undefined, { schema: bulkCountResponseSchema }),
  bulkRestoreTypes: (ids: string[]) =>
    api.put('/assets/types/bulk-restore', { ids }, { schema: bulkCountResponseSchema }),
  deleteUnusedField: (key: string) =>
    api.delete(`/assets/types/unused-fields/${encodeURIComponent(key)}/delete`, {
      schema: assetTypeMutationResponseSchema,
    }),
  typeOptions: (query: { ids?: string[]; q?: string }) =>
    api.get(ASSET_ENDPOINTS.typeOptions, {
      query: { with_fields: 1, ...query },
      schema: assetTypeOptionsResponseSchema,
      silent: true,
    }),
};

/** An asset or asset-type mutation that reloads lists and cached records when it succeeds. */
export function useAssetMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list'] }),
        client.invalidateQueries({ queryKey: ['assets'] }),
      ]),
  });
}

/** Active asset types with their used fields (the first page of GET /assets/types/all), for columns and filters. */
export function useAssetTypeOptions() {
  return useQuery({
    queryKey: ['assets', 'type-options'],
    queryFn: () => assetsApi.typeOptions({}),
    select: (answer): AssetTypeOption[] => answer.data,
  });
}

/** One type's definitions, also for an archived type an asset still has. */
export function useAssetTypeDefinitions(typeId: string | null) {
  return useQuery({
    queryKey: ['assets', 'type-definitions', typeId],
    queryFn: () => assetsApi.typeOptions({ ids: [typeId ?? ''] }),
    enabled: Boolean(typeId),
    select: (answer) => answer.data.find((type) => type.id === typeId)?.fields ?? [],
  });
}
