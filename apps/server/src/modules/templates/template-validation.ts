import { fromServerShape, validateServerDocument, type TemplateDocument } from '@fieldbook/domain/templates';
import { validateRules } from '@fieldbook/domain/rules';
import { errors, type FieldMessage } from '../../platform/errors/app-error';

/**
 * Checks a document in the server shape with the domain's structure and rule validation; any
 * problem answers 422 with a field map keyed by the item (or rule set) it concerns.
 */
export function assertValidDocument(doc: TemplateDocument): void {
  const fields: Record<string, FieldMessage> = {};
  const report = validateServerDocument(doc);
  for (const issue of report.issues)
    fields[`items.${issue.item_id}`] ??= { key: `templates.structure.${issue.code}` };
  for (const conflict of report.conflicts)
    fields[`items.${conflict.item_id}`] ??= {
      key: 'templates.structure.reference',
      params: { reference: conflict.reference_id },
    };
  const problems = validateRules(fromServerShape(doc));
  problems.forEach((problem, index) => {
    const where = problem.rule_set_id ?? problem.item_id ?? String(index);
    fields[`rule_sets.${where}`] ??= { key: 'templates.rules_invalid', params: { rule: problem.key } };
  });
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
}
