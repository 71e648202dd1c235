import { templateDocumentSchema } from './document.schema';
import type { TemplateDocument } from './document.schema';
import type { IdFactory } from './ids';
import { randomId } from './ids';
import { migrateLegacyItems } from './migrate';
import { ensureHiddenPage } from './ops/seed';
import { buildDependencies, buildRelations } from './references';
import { fromServerShape } from './serialise';

/**
 * Turns a stored template (server shape, as every write normalised it through the document schema) into the
 * editor document: unwraps repeating groups, migrates legacy site questions, ensures the hidden page and
 * derives relations. It does not validate; `loadTemplate` does, and the editor's first opening validates
 * later, once the document is drawn (ADR 180).
 */
export function openTemplate(stored: TemplateDocument, newId: IdFactory = randomId): TemplateDocument {
  const doc = ensureHiddenPage(migrateLegacyItems(fromServerShape(stored)), newId);
  return { ...doc, relations: buildRelations(doc), dependencies: buildDependencies(doc) };
}

/** Validates a template as the server sends it, then opens it (`openTemplate`); throws the zod error when it is not one. */
export function loadTemplate(raw: unknown, newId: IdFactory = randomId): TemplateDocument {
  return openTemplate(templateDocumentSchema.parse(raw), newId);
}
