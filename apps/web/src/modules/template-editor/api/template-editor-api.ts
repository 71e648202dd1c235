import { ERROR_CODES } from '@fieldbook/domain/common/errors';
import {
  loadTemplate,
  publishTemplateResponseSchema,
  saveTemplateResponseSchema,
  templateResponseSchema,
  toServerShape,
} from '@fieldbook/domain/templates';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { api } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/api-error';
import { templatePath as byId } from './template-path';
import { takePrefetched } from './template-prefetch';

/** A template as the editor opens it: the editable document and the revision its next save must send. */
export interface LoadedTemplate {
  doc: TemplateDocument;
  revision: number;
  publishedVersion: number | null;
}

/** The draft as POST /checklist/template/{id} takes it: server shape, no template id, the base revision. */
export function saveBody(doc: TemplateDocument, revision: number) {
  const { template_id: _templateId, id: _id, ...rest } = toServerShape(doc);
  return { ...rest, revision, contains_asset: doc.items.some((item) => item.type === 'asset') };
}

/** The editor's template calls of spec §7; saves are silent (the header shows their state). */
export const templateEditorApi = {
  /** Takes the route preload's answer when there is one (a failed preload is asked again, now with the usual error handling). */
  async load(id: string): Promise<LoadedTemplate> {
    const fetchAgain = () => api.get(byId(id));
    const early = takePrefetched(id);
    const body = await (early ? early.catch(fetchAgain) : fetchAgain());
    const detail = templateResponseSchema.parse(body).data;
    return {
      doc: loadTemplate(detail),
      revision: detail.revision,
      publishedVersion: detail.published_version,
    };
  },
  async save(id: string, doc: TemplateDocument, revision: number): Promise<number> {
    const answer = await api.post(byId(id), saveBody(doc, revision), {
      schema: saveTemplateResponseSchema,
      silent: true,
    });
    return answer.data.revision;
  },
  async publish(id: string, revision: number) {
    const answer = await api.post(
      `${byId(id)}/publish`,
      { revision },
      { schema: publishTemplateResponseSchema },
    );
    return answer.data;
  },
};

/** The server message of a CKL_REVISION_NOT_MATCH failure, or null for any other failure. */
export function revisionConflictMessage(error: unknown): string | null {
  return isApiError(error, ERROR_CODES.revisionMismatch) ? error.body.message : null;
}
