import {
  bulkCountResponseSchema,
  conductAccessSchema,
  dataEnvelope,
  conductTemplatesResponseSchema,
  type ConductAccess,
  type ConductTemplate,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the inspections table. */
export const INSPECTIONS_ENDPOINT = '/inspections';

/** List endpoint of the archived inspections, in the same shape. */
export const INSPECTIONS_ARCHIVE_ENDPOINT = '/inspections/archive';

/** Templates the user may conduct (also the template filter's remote options: `{data: [{id, title}]}`). */
export const CONDUCTABLE_TEMPLATES_ENDPOINT = '/inspections/templates';

/** Where an inspection is conducted (the runner module's route). */
export const inspectionRunnerPath = (id: string): string => `/inspections/${encodeURIComponent(id)}/conduct`;

/** Where an inspection's report is read (the inspection-report module's route, spec §2). */
export const inspectionReportPath = (id: string): string =>
  `/inspections/${encodeURIComponent(id)}/view-report`;

const conductAccessPath = (templateId: string) =>
  `/checklist/template/${encodeURIComponent(templateId)}/conduct-access`;

/** The list screens' calls: bulk archive, restore and delete, conduct access of a template. */
export const inspectionsApi = {
  bulkArchive: (ids: string[]) =>
    api.post('/inspections/bulk/archive', { ids }, { schema: bulkCountResponseSchema }),
  bulkRestore: (ids: string[]) =>
    api.post('/inspections/bulk/restore', { ids }, { schema: bulkCountResponseSchema }),
  bulkDelete: (ids: string[]) =>
    api.post('/inspections/bulk/delete', { ids }, { schema: bulkCountResponseSchema }),
  /** Silent and never leading to /error: it only decides which start buttons show on other modules' screens. */
  templates: (assetId: string | null) =>
    api.get(CONDUCTABLE_TEMPLATES_ENDPOINT, {
      query: assetId ? { asset_id: assetId } : undefined,
      schema: conductTemplatesResponseSchema,
      silent: true,
      handleNotFound: false,
    }),
  conductAccess: (templateId: string) =>
    api.get(conductAccessPath(templateId), { schema: dataEnvelope(conductAccessSchema) }),
  saveConductAccess: (templateId: string, body: ConductAccess) =>
    api.put(conductAccessPath(templateId), body, { schema: dataEnvelope(conductAccessSchema) }),
};

/** Query key prefix of every conductable-templates load (reloaded when conduct access changes). */
export const CONDUCTABLE_TEMPLATES_KEY = ['inspections', 'templates'] as const;

/** Saves who may conduct a template and reloads the templates offered for starting inspections. */
export function useSaveConductAccess(templateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConductAccess) => inspectionsApi.saveConductAccess(templateId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: CONDUCTABLE_TEMPLATES_KEY }),
  });
}

/** The templates this user may conduct, optionally only those offered for one asset. */
export function useConductableTemplates(assetId: string | null = null, enabled = true) {
  return useQuery({
    queryKey: [...CONDUCTABLE_TEMPLATES_KEY, assetId],
    queryFn: () => inspectionsApi.templates(assetId),
    select: (answer): ConductTemplate[] => answer.data,
    enabled,
  });
}

/** An inspection mutation that reloads the lists when it succeeds. */
export function useInspectionMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['list'] }),
  });
}
