import { ruleSetSchema, type RuleSet } from '@fieldbook/domain/rules';
import {
  createItem,
  ensureHiddenPage,
  randomId,
  templateDocumentSchema,
  type Item,
  type ItemType,
  type ResponseSet,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import type { DemoQuestion, DemoTemplateSpec } from './demo-template-spec';

/** How the demo answers one item of a built document. */
export type DemoAnswerPlan =
  | {
      kind: 'choice';
      question: Extract<DemoQuestion, { type: 'yesno' | 'oknot' }>;
      pass: string;
      fail: string;
      followUpId: string | null;
    }
  | { kind: 'number'; question: Extract<DemoQuestion, { type: 'number' }> }
  | { kind: 'text'; question: Extract<DemoQuestion, { type: 'text' }> }
  | { kind: 'asset' }
  | { kind: 'signature' };

/** A demo template document and, by item id, how its questions are answered. */
export interface DemoDocument {
  doc: TemplateDocument;
  plans: Map<string, DemoAnswerPlan>;
}

/** The fixed Yes / No / N/A (or OK / Not OK / N/A) set of new yes/no questions: the negative answer is failed. */
function fixedSet(pass: string, fail: string): ResponseSet {
  return {
    uuid: randomId(),
    options: [
      { uuid: randomId(), label: pass, color: 'green', score: 1 },
      { uuid: randomId(), label: fail, color: 'red', score: 0, failed: true },
      { uuid: randomId(), label: 'N/A', color: 'gray' },
    ],
  };
}

/** "If the answer is the failed option: require a note and show the follow-up question." */
function followUpRule(questionId: string, failId: string, followUpId: string): RuleSet {
  return ruleSetSchema.parse({
    uuid: randomId(),
    rules: [
      {
        id: randomId(),
        condition: {
          kind: 'group',
          id: randomId(),
          connector: 'and',
          conditions: [
            {
              kind: 'condition',
              id: randomId(),
              left: { kind: 'item', item_id: questionId },
              operator: 'equals',
              right: { kind: 'value', value: failId },
              not: false,
            },
          ],
        },
        actions: [
          { id: randomId(), type: 'require_note', target: questionId },
          { id: randomId(), type: 'show', target: followUpId },
        ],
      },
    ],
  });
}

const ITEM_TYPES: Readonly<Record<DemoQuestion['type'], ItemType>> = {
  yesno: 'yesno',
  oknot: 'oknot',
  number: 'number',
  text: 'textAnswer',
  photo: 'photo',
};

/**
 * Builds a demo template as the builder would (editor shape, ADR 196): a title page with the document number,
 * start date and asset question, pages of sections, scored required yes/no questions on the fixed sets, rules
 * that ask for a note and a follow-up on a failed answer, and a signature on the end page.
 */
export function buildDemoDocument(
  spec: DemoTemplateSpec,
  templateId: string,
  assetTypeId: string | null,
): DemoDocument {
  const yesNo = fixedSet('Yes', 'No');
  const okNot = fixedSet('OK', 'Not OK');
  const items: Item[] = [];
  const ruleSets: RuleSet[] = [];
  const plans = new Map<string, DemoAnswerPlan>();
  const add = (type: ItemType, title: string, parent: Item | null, options: Record<string, unknown> = {}) => {
    const item = createItem(type, {
      title,
      depth: parent ? parent.depth + 1 : 0,
      parent_id: parent?.id ?? null,
      options,
    });
    items.push(item);
    return item;
  };

  const start = add('start_page', 'Title page', null);
  add('document_id', 'Document number', start, {
    format: `${spec.prefix}-{0}`,
    items: [{ type: 'unique_number', start: 1001 }],
  });
  add('inspection_start_date', 'Conducted on', start);
  if (spec.asset) {
    const asset = add('asset', spec.asset.question, start, {
      required: true,
      ...(assetTypeId && { asset_type_uuid: assetTypeId }),
    });
    plans.set(asset.id, { kind: 'asset' });
  }
  for (const page of spec.pages) {
    const pageItem = add('page', page.title, null);
    for (const section of page.sections) {
      const sectionItem = add('section', section.title, pageItem);
      for (const question of section.questions) {
        if (question.type === 'yesno' || question.type === 'oknot') {
          const set = question.type === 'yesno' ? yesNo : okNot;
          const [pass, fail] = set.options;
          const item = add(question.type, question.title, sectionItem, {
            required: true,
            enable_score: true,
            response_set_id: set.uuid,
          });
          let followUpId: string | null = null;
          if (question.followUp) {
            const follow = add('textAnswer', question.followUp, sectionItem, { required: true });
            followUpId = follow.id;
            const rule = followUpRule(item.id, fail!.uuid, follow.id);
            ruleSets.push(rule);
            item.options = { ...item.options, rule_set_id: rule.uuid };
          }
          plans.set(item.id, { kind: 'choice', question, pass: pass!.uuid, fail: fail!.uuid, followUpId });
          continue;
        }
        const options =
          question.type === 'number' ? { required: true, min: question.min, max: question.max } : {};
        const item = add(ITEM_TYPES[question.type], question.title, sectionItem, options);
        if (question.type === 'number') plans.set(item.id, { kind: 'number', question });
        if (question.type === 'text') plans.set(item.id, { kind: 'text', question });
      }
    }
  }
  const end = add('end_page', 'Sign-off', null);
  const signature = add('signature', spec.signature, end);
  plans.set(signature.id, { kind: 'signature' });

  const doc = templateDocumentSchema.parse({
    template_id: templateId,
    title: spec.title,
    options: { description: spec.description },
    items,
    response_sets: [yesNo, okNot],
    rule_sets: ruleSets,
  });
  return { doc: ensureHiddenPage(doc), plans };
}
