import type { TemplateDocument } from './document.schema';
import type { Id } from './ids';
import { optionBoundProblems, type OptionBoundCode } from './option-bounds';
import { missingRequiredOptions } from './type-options.schema';

/** A content problem the builder marks on an item and publishing refuses (spec §5). */
export interface ContentProblem {
  item_id: Id;
  code:
    'required_option' | 'too_few_options' | 'deleted_global_response' | 'no_answer_options' | OptionBoundCode;
  option?: string;
  params?: Record<string, number>;
}

/** Choice types whose answers come from a response set; list and dropdown need two options or more. */
const CHOICE_TYPES = new Set(['yesno', 'switch', 'oknot', 'list', 'dropdown']);
const MULTI_OPTION_TYPES = new Set(['list', 'dropdown']);

/**
 * Content checks beyond structure (spec §5): required options left empty, list questions with fewer
 * than two options ("more than one option"; ADR 012), choice questions pointing at a response set that
 * no longer exists (the "deleted global response" message), choice questions with no answer to pick
 * and impossible numeric settings (ADR 191). Publishing refuses a template with any of them.
 */
export function contentProblems(doc: TemplateDocument): ContentProblem[] {
  const sets = new Map([...doc.response_sets, ...doc.global_responses].map((set) => [set.uuid, set]));
  const problems: ContentProblem[] = [];
  for (const item of doc.items) {
    for (const option of missingRequiredOptions(item)) {
      problems.push({ item_id: item.id, code: 'required_option', option });
    }
    for (const bound of optionBoundProblems(item)) problems.push({ item_id: item.id, ...bound });
    if (!CHOICE_TYPES.has(item.type)) continue;
    const setId = item.options.response_set_id;
    const set = setId ? sets.get(setId) : undefined;
    if (!setId || set?.options.length === 0)
      problems.push({ item_id: item.id, code: 'no_answer_options', option: 'response_set_id' });
    else if (!set)
      problems.push({ item_id: item.id, code: 'deleted_global_response', option: 'response_set_id' });
    else if (MULTI_OPTION_TYPES.has(item.type) && set.options.length < 2) {
      problems.push({ item_id: item.id, code: 'too_few_options', option: 'response_set_id' });
    }
  }
  return problems;
}
