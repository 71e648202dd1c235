import type { Page } from 'playwright-core';
import { deriveRuleSetReferences, ruleSetSchema } from '@fieldbook/domain/rules';
import { act, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import {
  createItem,
  setRuleSet,
  toServerShape,
  type Item,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { api } from './editor';

/** A draft template as the API answers it: the document and the template's id. */
export type DraftTemplate = TemplateDocument & { id: string };

/** Creates a draft template through the API (seeded with its start, end and hidden pages). */
export async function createDraftTemplate(page: Page, title: string): Promise<DraftTemplate> {
  const made = await api<{ data: DraftTemplate }>(page, 'POST', '/checklist/template/new', {
    title,
    parent_id: null,
  });
  return made.data;
}

/** Reads a draft template again, e.g. after an image marker upload moved its revision on. */
export async function readDraftTemplate(page: Page, id: string): Promise<DraftTemplate> {
  const read = await api<{ data: DraftTemplate }>(page, 'GET', `/checklist/template/${id}`);
  return { ...read.data, id };
}

/** The document with a new page (and its items) inserted before the end page. */
export function withPage(doc: TemplateDocument, items: Item[]): TemplateDocument {
  const end = doc.items.findIndex((item) => item.type === 'end_page');
  return { ...doc, items: [...doc.items.slice(0, end), ...items, ...doc.items.slice(end)] };
}

/**
 * Saves a built document over the draft (at the revision it was read at), in the server's shape (repeatables
 * wrapped), and publishes it.
 */
export async function publishDocument(page: Page, id: string, doc: TemplateDocument): Promise<void> {
  const { template_id: _t, id: _i, ...body } = toServerShape(doc) as TemplateDocument & { id?: string };
  const containsAsset = doc.items.some((item) => item.type === 'asset');
  const saved = await api<{ data: { revision: number } }>(page, 'POST', `/checklist/template/${id}`, {
    ...body,
    contains_asset: containsAsset,
  });
  await api(page, 'POST', `/checklist/template/${id}/publish`, { revision: saved.data.revision });
}

/** The journey template's questions by role, with the ids the runner names its fields by. */
export interface JourneyTemplate {
  id: string;
  title: string;
  items: Record<
    'guard' | 'damage' | 'hours' | 'front' | 'rear' | 'total' | 'remarks' | 'horn' | 'tyres',
    Item
  >;
}

/**
 * Creates and publishes, through the API, a forklift check with a scored yes/no whose "No" fails, a question a rule
 * hides when the answer is "Yes", a calculation over two numbers, a long text, a checkbox and a list: what the
 * inspection journey answers in the runner.
 */
export async function publishJourneyTemplate(page: Page, title: string): Promise<JourneyTemplate> {
  const doc = await createDraftTemplate(page, title);
  const checks = createItem('page', { depth: 0, title: 'Checks' });
  const q = (
    type: Parameters<typeof createItem>[0],
    itemTitle: string,
    options: Record<string, unknown> = {},
  ) => createItem(type, { depth: 1, parent_id: checks.id, title: itemTitle, options });
  const [yes, no, na, pneumatic, solid] = ['yes', 'no', 'na', 'pneumatic', 'solid'].map(() =>
    crypto.randomUUID(),
  );
  const answers = crypto.randomUUID();
  const kinds = crypto.randomUUID();
  const front = q('number', 'Load front (kg)');
  const rear = q('number', 'Load rear (kg)');
  const items = {
    guard: q('yesno', 'Guard rail intact?', { response_set_id: answers, enable_score: true }),
    damage: q('textAnswer', 'Describe the damage'),
    hours: q('number', 'Hours on the meter', { required: true }),
    front,
    rear,
    total: q('calculation', 'Total load (kg)', {
      calculations: { value: `{${front.id}} + {${rear.id}}`, items: [] },
    }),
    remarks: q('longText', 'Remarks'),
    horn: q('checkbox', 'Horn works'),
    tyres: q('list', 'Tyre type', { response_set_id: kinds }),
  };
  const withChecks: TemplateDocument = {
    ...withPage(doc, [checks, ...Object.values(items)]),
    response_sets: [
      {
        uuid: answers,
        options: [
          { uuid: yes!, label: 'Yes', score: 1, color: 'green' },
          { uuid: no!, label: 'No', score: 0, color: 'red', failed: true },
          { uuid: na!, label: 'N/A', color: 'grey' },
        ],
      },
      {
        uuid: kinds,
        options: [
          { uuid: pneumatic!, label: 'Pneumatic' },
          { uuid: solid!, label: 'Solid' },
        ],
      },
    ],
  };
  const hide = ruleSetSchema.parse(
    rules(crypto.randomUUID(), [
      [group('and', when(items.guard.id, 'equals', yes!)), [act('hide', items.damage.id)]],
    ]),
  );
  const ruled = setRuleSet(withChecks, items.guard.id, { ...hide, ...deriveRuleSetReferences(hide) });
  if (!ruled.ok) throw new Error(`rule refused: ${JSON.stringify(ruled.conflicts)}`);
  await publishDocument(page, doc.id, ruled.doc);
  return { id: doc.id, title, items };
}
