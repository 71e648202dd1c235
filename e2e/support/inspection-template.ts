import type { Page } from 'playwright-core';
import { deriveRuleSetReferences, ruleSetSchema } from '@fieldbook/domain/rules';
import { act, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import { createItem, setRuleSet, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import { api } from './editor';

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
  const made = await api<{ data: TemplateDocument & { id: string } }>(
    page,
    'POST',
    '/checklist/template/new',
    {
      title,
      parent_id: null,
    },
  );
  const doc = made.data;
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
  const end = doc.items.findIndex((item) => item.type === 'end_page');
  const withChecks: TemplateDocument = {
    ...doc,
    items: [...doc.items.slice(0, end), checks, ...Object.values(items), ...doc.items.slice(end)],
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
  const { template_id: _t, id: _i, ...body } = ruled.doc as TemplateDocument & { id?: string };
  const saved = await api<{ data: { revision: number } }>(
    page,
    'POST',
    `/checklist/template/${made.data.id}`,
    {
      ...body,
      revision: doc.revision,
      contains_asset: false,
    },
  );
  await api(page, 'POST', `/checklist/template/${made.data.id}/publish`, { revision: saved.data.revision });
  return { id: made.data.id, title, items };
}
