import { ERROR_CODES } from '@fieldbook/domain/common/errors';
import {
  loadTemplate,
  openTemplate,
  publishTemplateResponseSchema,
  saveTemplateResponseSchema,
  templateDocumentSchema,
  templateResponseSchema,
  toServerShape,
} from '@fieldbook/domain/templates';
import type { TemplateDetail, TemplateDocument } from '@fieldbook/domain/templates';
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

/** A template opened before it is validated: what was received, for `isIntactTemplate` to check (ADR 180). */
export interface OpenedTemplate extends LoadedTemplate {
  received: unknown;
}

/** The stored document of a template answer: the answer without where the template stands. */
function storedPart(detail: TemplateDetail) {
  const {
    status: _status,
    published_version: _version,
    archived: _archived,
    hidden: _hidden,
    ...stored
  } = detail;
  return stored;
}

async function readDetail(answer: Promise<unknown>): Promise<TemplateDetail> {
  return templateResponseSchema.parse(await answer).data;
}

/**
 * Opens a template answer as the API sent it, without validating the document (ADR 180): the route preload's,
 * a fetch's, or the one a first screen drawn on the server was drawn from (ADR 182).
 */
export function openAnswer(answer: unknown): OpenedTemplate {
  const detail = templateResponseSchema.parse(answer).data;
  const received = storedPart(detail);
  return {
    doc: openTemplate(received as unknown as TemplateDocument),
    revision: detail.revision,
    publishedVersion: detail.published_version,
    received,
  };
}

/** True when a received template document is one: the check the editor's first opening runs once it is drawn. */
export function isIntactTemplate(received: unknown): boolean {
  return templateDocumentSchema.safeParse(received).success;
}

/** The draft as POST /checklist/template/{id} takes it: server shape, no template id, the base revision. */
export function saveBody(doc: TemplateDocument, revision: number) {
  const { template_id: _templateId, id: _id, ...rest } = toServerShape(doc);
  return { ...rest, revision, contains_asset: doc.items.some((item) => item.type === 'asset') };
}

/** The editor's template calls of spec §7; saves are silent (the header shows their state). */
export const templateEditorApi = {
  /**
   * The editor's first opening: takes the route preload's answer when there is one (a failed preload is asked
   * again, now with the usual error handling) and opens the document as the server stored it. Every write
   * stored it through the document schema, so the page validates `received` only once the first screen is
   * drawn (ADR 180): the check costs ~35 ms of a cold opening at 2,000 items.
   */
  async open(id: string): Promise<OpenedTemplate> {
    const fetchAgain = () => api.get(byId(id));
    const early = takePrefetched(id);
    return openAnswer(await (early ? early.catch(fetchAgain) : fetchAgain()));
  },
  /** Loads the saved draft again (after a revision conflict), validated before it is opened. */
  async load(id: string): Promise<LoadedTemplate> {
    const detail = await readDetail(api.get(byId(id)));
    return {
      doc: loadTemplate(storedPart(detail)),
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
      // The editor shows a refusal itself: the list of problems, or the server message (ADR 191).
      { schema: publishTemplateResponseSchema, quietErrors: true },
    );
    return answer.data;
  },
};

/** The server message of a CKL_REVISION_NOT_MATCH failure, or null for any other failure. */
export function revisionConflictMessage(error: unknown): string | null {
  return isApiError(error, ERROR_CODES.revisionMismatch) ? error.body.message : null;
}
