import type { Page } from 'playwright-core';
import { deriveRuleSetReferences, ruleSetSchema } from '@fieldbook/domain/rules';
import { act, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import {
  createItem,
  setRuleSet,
  type ItemType,
  toServerShape,
  type Item,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { api } from './editor';
import { noisyPng } from './images';

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

/** The date shapes of spec §3, one datetime question each in the every-type template. */
export const DATE_SHAPES = [
  'year',
  'year_month',
  'year_month_day',
  'month_day',
  'hour_minute',
  'day_hour_minute',
  'year_month_day_hour_minute',
] as const;
/** The every-type template's items by role and the option ids the runner answers with. */
export interface EveryTypeTemplate {
  id: string;
  title: string;
  start: Record<'text' | 'documentId' | 'startDate' | 'location' | 'asset' | 'person', Item>;
  main: Record<
    | 'text'
    | 'long'
    | 'pressure'
    | 'slider'
    | 'constant'
    | 'calculation'
    | 'closed'
    | 'why'
    | 'sign'
    | 'sealed'
    | 'kind'
    | 'condition'
    | 'valve'
    | 'instruction'
    | 'signature'
    | 'photo'
    | 'video'
    | 'audio'
    | 'qr'
    | 'barcode'
    | 'dents',
    Item
  >;
  /** A section whose questions use a custom grouped-options layout (one column on a phone, three on a desktop). */
  grouped: { section: Item; hose: Item; pin: Item };
  dates: Record<(typeof DATE_SHAPES)[number], Item>;
  repeated: { section: Item; tag: Item };
  end: Item;
  options: { closedYes: string; closedNo: string; good: string; dry: string; on: string };
}

/** Uploads an image marker's image through the API (multipart, as the builder does). */
async function uploadMarkerImage(page: Page, templateId: string, uuid: string, png: Buffer): Promise<void> {
  await page.evaluate(
    async ({ templateId, uuid, bytes }) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const form = new FormData();
      form.append('uuid', uuid);
      form.append('markers', JSON.stringify([{ id: crypto.randomUUID(), x: 30, y: 40, label: 'Gauge' }]));
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cabinet.png');
      const res = await fetch(`/api/checklist/template/${templateId}/image-marker/new`, {
        method: 'POST',
        body: form,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      if (!res.ok) throw new Error(`image marker upload → ${res.status} ${await res.text()}`);
    },
    { templateId, uuid, bytes: [...png] },
  );
}

/** Records every answer needs from the workspace: an asset, a global list item and a global response set. */
async function workspaceRecords(page: Page) {
  const type = await api<{ data: { id: string } }>(page, 'POST', '/assets/types/new', {
    name: 'Extinguishers',
    fields: [],
  });
  await api(page, 'POST', '/assets/new', {
    asset_id: 'FX-1',
    display_name: 'Extinguisher hall A',
    type_id: type.data.id,
    fields: {},
  });
  const list = await api<{ data: { id: string } }>(page, 'POST', '/resources/global-lists/new', {
    name: 'Valves',
    fields: [],
  });
  await api(page, 'POST', `/resources/global-lists/${list.data.id}/items/new`, {
    item_id: 'V-1',
    display_name: 'Ball valve',
    fields: {},
  });
  const [good, poor] = [crypto.randomUUID(), crypto.randomUUID()];
  const condition = {
    title: 'Condition',
    options: [
      { uuid: good, label: 'Good', color: 'green' },
      { uuid: poor, label: 'Poor', color: 'red' },
    ],
  };
  const made = await api<{ data: { id: string } }>(page, 'POST', '/checklist/global-response/new', condition);
  return { listId: list.data.id, condition: { uuid: made.data.id, options: condition.options }, good };
}

/** Builds and publishes the template of every non-deprecated item type, with a rule and a calculation. */
export async function publishEveryTypeTemplate(page: Page, title: string): Promise<EveryTypeTemplate> {
  const records = await workspaceRecords(page);
  const draft = await createDraftTemplate(page, title);
  const markerId = crypto.randomUUID();
  await uploadMarkerImage(page, draft.id, markerId, await noisyPng(page, 320, 200));
  const dentsMarkerId = crypto.randomUUID();
  await uploadMarkerImage(page, draft.id, dentsMarkerId, await noisyPng(page, 400, 240));
  const doc = await readDraftTemplate(page, draft.id);

  const startPage = doc.items.find((i) => i.type === 'start_page')!;
  const endPage = doc.items.find((i) => i.type === 'end_page')!;
  const under =
    (parent: Item, depth = 1) =>
    (type: ItemType, itemTitle: string, options: Record<string, unknown> = {}) =>
      createItem(type, { depth, parent_id: parent.id, title: itemTitle, options });
  const onStart = under(startPage);
  const start = {
    text: doc.items.find((i) => i.parent_id === startPage.id)!,
    documentId: onStart('document_id', 'Document number'),
    startDate: onStart('inspection_start_date', 'Conducted on'),
    location: onStart('inspection_location', 'Location'),
    asset: onStart('asset', 'Extinguisher'),
    person: onStart('person', 'Prepared by'),
  };

  const checks = createItem('page', { depth: 0, title: 'Every answer' });
  const q = under(checks);
  const ids = () => crypto.randomUUID();
  const [closedSet, closedYes, closedNo, switchSet, on, off, kindSet, dry, foam, co2] = Array.from(
    { length: 10 },
    ids,
  ) as string[] as [string, string, string, string, string, string, string, string, string, string];
  const [grouped, cabinetLayout] = [ids(), ids()];
  const pressure = q('number', 'Pressure', { units: ['bar'], min: 1, max: 15, required: true });
  const main = {
    text: q('textAnswer', 'Serial number'),
    long: q('longText', 'Condition of the hose'),
    pressure,
    slider: q('slider', 'Seal condition', { min: 0, max: 10, step: 1 }),
    constant: q('constant', 'Nominal pressure', { default_value: '12', units: ['bar'], hidden: false }),
    calculation: q('calculation', 'Pressure in kPa', {
      calculations: { value: `{${pressure.id}} * 100`, items: [] },
      units: ['kPa'],
    }),
    closed: q('yesno', 'Cabinet closed?', { response_set_id: closedSet, enable_score: true }),
    why: q('textAnswer', 'Why is the cabinet open?'),
    sign: q('switch', 'Sign visible', { response_set_id: switchSet }),
    sealed: q('checkbox', 'Seal intact'),
    kind: q('list', 'Extinguisher kind', { response_set_id: kindSet, grouped_item_id: grouped }),
    condition: q('dropdown', 'Overall condition', { response_set_id: records.condition.uuid }),
    valve: q('global_list', 'Valve', {
      global_list_uuid: records.listId,
      global_list_id: 1,
    }),
    instruction: q('instruction', 'Check the gauge', {
      content: '<p>The needle must be in the green band.</p>',
      image_marker_id: markerId,
    }),
    signature: q('signature', 'Inspector signature'),
    photo: q('photo', 'Photo of the label'),
    video: q('video', 'Video of the discharge test'),
    audio: q('audio', 'Voice memo'),
    qr: q('qr', 'QR code on the tag'),
    barcode: q('barcode', 'Barcode on the cylinder'),
    dents: q('textAnswer', 'Dents on the cylinder', { image_marker_id: dentsMarkerId }),
  };
  const cabinet = q('section', 'Cabinet contents', { grouped_item_id: cabinetLayout });
  const inCabinet = under(cabinet, 2);
  const groupedSection = {
    section: cabinet,
    hose: inCabinet('switch', 'Hose attached', { response_set_id: switchSet }),
    pin: inCabinet('switch', 'Safety pin in place', { response_set_id: switchSet }),
  };
  const dates = Object.fromEntries(
    DATE_SHAPES.map((shape) => [
      shape,
      q('datetime', `Date ${shape}`, {
        date_time_shape: shape,
        date: shape !== 'hour_minute',
        time: ['hour_minute', 'day_hour_minute', 'year_month_day_hour_minute'].includes(shape),
        default_value: { type: 'none' },
      }),
    ]),
  ) as EveryTypeTemplate['dates'];
  const section = q('section', 'Spare extinguisher', {
    repeatable: true,
    repeatable_settings: { min: 1, max: 2 },
  });
  const repeated = { section, tag: under(section, 2)('textAnswer', 'Spare tag') };
  const end = under(endPage)('inspection_end_date', 'Completed on');

  const withStart = [...doc.items];
  withStart.splice(withStart.indexOf(startPage) + 1, 0, ...Object.values(start).slice(1));
  withStart.splice(withStart.indexOf(endPage) + 1, 0, end);
  const built = {
    ...withPage({ ...doc, items: withStart }, [
      checks,
      ...Object.values(main),
      ...Object.values(groupedSection),
      ...Object.values(dates),
      section,
      repeated.tag,
    ]),
    response_sets: [
      {
        uuid: closedSet,
        options: [
          { uuid: closedYes, label: 'Yes', score: 1, color: 'green' },
          { uuid: closedNo, label: 'No', score: 0, color: 'red', failed: true },
        ],
      },
      {
        uuid: switchSet,
        options: [
          { uuid: on, label: 'On' },
          { uuid: off, label: 'Off' },
        ],
      },
      {
        uuid: kindSet,
        options: [
          { uuid: dry, label: 'Dry powder' },
          { uuid: foam, label: 'Foam' },
          { uuid: co2, label: 'CO2' },
        ],
      },
    ],
    global_responses: [records.condition],
    grouped_items: [
      { uuid: grouped, type: 'horizontal' as const },
      { uuid: cabinetLayout, type: 'custom' as const, columns: { xs: 1, sm: 2, md: 3, lg: 3, xl: 3 } },
    ],
  };
  const hide = ruleSetSchema.parse(
    rules(crypto.randomUUID(), [
      [group('and', when(main.closed.id, 'equals', closedYes)), [act('hide', main.why.id)]],
    ]),
  );
  const ruled = setRuleSet(built, main.closed.id, { ...hide, ...deriveRuleSetReferences(hide) });
  if (!ruled.ok) throw new Error(`rule refused: ${JSON.stringify(ruled.conflicts)}`);
  await publishDocument(page, draft.id, ruled.doc);
  return {
    id: draft.id,
    title,
    start,
    main,
    grouped: groupedSection,
    dates,
    repeated,
    end,
    options: { closedYes, closedNo, good: records.good, dry, on },
  };
}
