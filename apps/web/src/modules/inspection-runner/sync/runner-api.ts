import { dataEnvelope } from '@fieldbook/domain';
import {
  inspectionChangesResponseSchema,
  inspectionDetailSchema,
  inspectionMediaFileSchema,
  type InspectionChange,
  type InspectionChangesResponse,
  type InspectionDetail,
  type StartInspectionRequest,
} from '@fieldbook/domain/inspections';
import { z } from 'zod';
import type { ApiClient } from '../../../shared/api/api-client';
import type { PendingMedia } from '../local/runner-db';

const detailAnswer = dataEnvelope(inspectionDetailSchema);
const changesAnswer = dataEnvelope(inspectionChangesResponseSchema);
const mediaAnswer = dataEnvelope(inspectionMediaFileSchema);
const documentAnswer = dataEnvelope(z.unknown());

/** Sync calls run in the background: no toasts, no loading bar, no /error page on a 404. */
const QUIET = { silent: true, handleNotFound: false } as const;

/** The inspection calls the runner and its outbox make (issue 19, ADR 194), over the app's API client. */
export function runnerApi(api: ApiClient) {
  return {
    start(request: StartInspectionRequest): Promise<InspectionDetail> {
      return api.post('/inspections', request, { ...QUIET, schema: detailAnswer });
    },
    detail(id: string): Promise<InspectionDetail> {
      return api.get(`/inspections/${id}`, { ...QUIET, schema: detailAnswer });
    },
    /** The published template version document, as stored (the caller opens it). */
    templateVersion(templateId: string, version: number): Promise<unknown> {
      return api.get(`/inspections/template-versions/${templateId}/${version}`, {
        ...QUIET,
        schema: documentAnswer,
      });
    },
    sendChanges(id: string, changes: InspectionChange[], since: number): Promise<InspectionChangesResponse> {
      return api.post(`/inspections/${id}/changes`, { changes, since }, { ...QUIET, schema: changesAnswer });
    },
    pull(id: string, since: number): Promise<InspectionChangesResponse> {
      return api.get(`/inspections/${id}/answers`, { ...QUIET, query: { since }, schema: changesAnswer });
    },
    async uploadMedia(id: string, file: Pick<PendingMedia, 'id' | 'blob' | 'name' | 'kind'>): Promise<void> {
      const form = new FormData();
      form.append('id', file.id);
      form.append('kind', file.kind);
      form.append('file', file.blob, file.name);
      await api.post(`/inspections/${id}/media`, form, { ...QUIET, schema: mediaAnswer });
    },
    /** Completes the inspection; a 422's field map (keys items.<item_id>) reaches the caller. */
    async complete(id: string, completedAt: string): Promise<void> {
      await api.post(
        `/inspections/${id}/complete`,
        { completed_at: completedAt },
        { ...QUIET, quietErrors: true },
      );
    },
  };
}

/** The runner's API calls, as the sync worker and the page take them (tests pass fakes). */
export type RunnerApi = ReturnType<typeof runnerApi>;
