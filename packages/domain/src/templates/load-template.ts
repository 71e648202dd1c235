import { templateDocumentSchema } from './document.schema';
import type { TemplateDocument } from './document.schema';
import type { IdFactory } from './ids';
import { randomId } from './ids';
import { migrateLegacyItems } from './migrate';
import { ensureHiddenPage } from './ops/seed';
import { buildDependencies, buildRelations } from './references';
import { fromServerShape } from './serialise';

/**
 * Turns a template as the server sends it into the editor document: validates it, unwraps
 * repeating groups, migrates legacy site questions, ensures the hidden page and derives relations.
 * Throws the zod error when the payload is not a template document.
 */
export function loadTemplate(raw: unknown, newId: IdFactory = randomId): TemplateDocument {
  const doc = ensureHiddenPage(migrateLegacyItems(fromServerShape(templateDocumentSchema.parse(raw))), newId);
  return { ...doc, relations: buildRelations(doc), dependencies: buildDependencies(doc) };
}
