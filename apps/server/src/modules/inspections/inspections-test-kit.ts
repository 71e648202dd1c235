import { randomUUID } from 'node:crypto';
import { createItem, type Item, type TemplateDocument } from '@fieldbook/domain/templates';
import type { InspectionDetail } from '@fieldbook/domain';
import { ruleSetSchema, type RuleSetInput } from '@fieldbook/domain/rules';
import { makeTemplate, saveBody } from '../templates/template-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';

/** The items of the test template, by role. */
export interface TestTemplate {
  id: string;
  version: number;
  items: { text: Item; number: Item; yesno: Item; section: Item; documentId: Item; startDate: Item };
  options: { yes: string; no: string };
}

/**
 * Makes and publishes a template over the API with a required text, a number, a scored yes/no whose "no" is a
 * failure, a section, a document number (INS-{0}) and a start date: what the inspection tests run; `ruleSets`
 * adds rule sets over those items.
 */
export async function publishTestTemplate(
  admin: Client,
  title = 'Forklift check',
  ruleSets: (items: TestTemplate['items'], options: TestTemplate['options']) => RuleSetInput[] = () => [],
): Promise<TestTemplate> {
  const made = await makeTemplate(admin, title);
  const page = made.doc.items[0]!;
  const setId = randomUUID();
  const yes = randomUUID();
  const no = randomUUID();
  const child = (
    type: Parameters<typeof createItem>[0],
    options: Record<string, unknown> = {},
    depth = 1,
    parent = page.id,
  ) => createItem(type, { depth, parent_id: parent, title: `A ${type}`, options });
  const text = child('textAnswer', { required: true });
  const number = child('number');
  const yesno = child('yesno', { response_set_id: setId, enable_score: true });
  const section = child('section');
  const documentId = child('document_id', {
    format: 'INS-{0}',
    items: [{ type: 'unique_number', start: 1 }],
  });
  const startDate = child('inspection_start_date');
  const index = made.doc.items.findIndex((item, i) => i > 0 && item.depth === 0);
  const items = [
    ...made.doc.items.slice(0, index),
    text,
    number,
    yesno,
    section,
    documentId,
    startDate,
    ...made.doc.items.slice(index),
  ];
  const doc: TemplateDocument = {
    ...made.doc,
    items,
    rule_sets: ruleSets({ text, number, yesno, section, documentId, startDate }, { yes, no }).map((r) =>
      ruleSetSchema.parse(r),
    ),
    response_sets: [
      {
        uuid: setId,
        options: [
          { uuid: yes, label: 'Yes', score: 1 },
          { uuid: no, label: 'No', score: 0, failed: true },
        ],
      },
    ],
  };
  const saved = await admin.request('POST', `/api/checklist/template/${made.id}`, saveBody(doc));
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const published = await admin.request('POST', `/api/checklist/template/${made.id}/publish`, {
    revision: saved.json().data.revision,
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return {
    id: made.id,
    version: published.json().data.version,
    items: { text, number, yesno, section, documentId, startDate },
    options: { yes, no },
  };
}

/** Starts an inspection of the template and fails loudly when that did not work. */
export async function startTestInspection(
  client: Client,
  templateId: string,
  extra: Record<string, unknown> = {},
) {
  const res = await client.request('POST', '/api/inspections', {
    id: randomUUID(),
    template_id: templateId,
    timezone: 'Europe/Berlin',
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json().data as InspectionDetail;
}

/** One value change as the runner's outbox sends it. */
export function valueChange(
  itemId: string,
  value: unknown,
  changedAt = new Date().toISOString(),
  instance = 0,
) {
  return { change_id: randomUUID(), changed_at: changedAt, kind: 'value', item_id: itemId, instance, value };
}

/** What the inspections route tests share: the app, a workspace with a published template, a plain member, another workspace. */
export interface InspectionsFixture {
  t: AdminTestApp;
  ws: TestWorkspace;
  other: TestWorkspace;
  tpl: TestTemplate;
  inspector: Client;
}

/** Builds the route tests' shared fixture once per file (the caller closes `t` after all). */
export async function inspectionsFixture(): Promise<InspectionsFixture> {
  const t = await createAdminTestApp();
  const ws = await t.workspace();
  const other = await t.workspace({ name: 'Other' });
  const tpl = await publishTestTemplate(ws.admin);
  const inspector = await t.member(ws, { permissions: [] });
  return { t, ws, other, tpl, inspector };
}
