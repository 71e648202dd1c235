import { contentProblems, fromServerShape, type TemplateDocument } from '@fieldbook/domain/templates';
import { ERROR_CODES, type Language } from '@fieldbook/domain';
import { AppError, type FieldMessage } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/i18n';

/**
 * Refuses to publish a draft the domain's content checks fault (unanswerable choice questions,
 * impossible numeric settings, empty required options): 422 naming the items in the message, with one
 * field `items.<id>.<option>` per problem. Drafts may hold them while being edited; a version may not.
 */
export function assertPublishable(doc: TemplateDocument, lang: Language): void {
  const items = fromServerShape(doc).items;
  const problems = contentProblems({ ...doc, items });
  if (problems.length === 0) return;
  const fields: Record<string, FieldMessage> = {};
  for (const problem of problems) {
    const params = { option: problem.option ?? '', ...problem.params };
    fields[`items.${problem.item_id}.${problem.option ?? problem.code}`] ??= {
      key: `templates.problems.${problem.code}`,
      params,
    };
  }
  const faulty = new Set(problems.map((problem) => problem.item_id));
  const titles = items
    .filter((item) => faulty.has(item.id))
    .map((item) =>
      translate(lang, 'templates.quoted_item', {
        title: item.title.trim() || translate(lang, 'templates.untitled_item'),
      }),
    );
  throw new AppError(
    422,
    ERROR_CODES.notPublishable,
    'templates.not_publishable',
    { items: titles.join(', ') },
    null,
    fields,
  );
}
