import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { eventually } from '../support/eventually';
import { readDraftTemplate } from '../support/inspection-template';
import { inviteMember, MEMBER_PASSWORD } from '../support/members';
import { completeInspection, runnerItem, synced } from '../support/runner';
import { checkScreens, type Screen } from '../support/screens';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { looksFor, newContext, signIn } from '../support/session';
import { assignmentTable, chooseOption, fillAssignment, pauseFromRow } from '../support/assignment-screens';

// Issue 22's acceptance journey on the demo data a new workspace starts with (the demo's forklift pre-use check and
// three of its forklifts): an administrator schedules a daily check for the three and a group of two inspectors at 08:00 Europe/Berlin (its preview crossing the spring clock change), an inspector finds
// today's three in "My inspections" and conducts one, restricted mode refuses a second start at an asset whose
// inspection is under way, a pause takes the upcoming work away and activating brings it back, and auto-finish
// closes a one-off assignment once its asset's report is completed. Occurrences come from the job each save
// queues, not from the five-minute sweep.

let server: RunningServer;
let browser: Browser;
let page: Page;
/** The demo template's id and the questions a completed check needs: its pass/fail checks and its readings. */
const demo = { templateId: '', checks: [] as string[], readings: [] as string[] };
let assignmentId = '';
const assetIds: string[] = [];
const memberIds: string[] = [];
const TITLE = 'Forklift morning check';
const ONE_OFF = 'Forklift 3 after repair';
const TEMPLATE = 'Forklift pre-use check';
const GROUP = 'Forklift inspectors';
/** Three demo forklifts with no demo inspection under way (restricted mode would refuse their first start): codes and names. */
const ASSETS: string[] = [];
const NAMES: string[] = [];
const INSPECTORS = [
  ['Ada', 'ada.inspector@example.test'],
  ['Ben', 'ben.inspector@example.test'],
] as const;

interface Occurrence {
  occurrence_id: string;
  state: string;
  assignment: { id: string; name: string };
  asset: { id: string; name: string };
  window_start: string;
  inspection_id: string | null;
}

/** A day in Berlin, as the schedule's zone counts days: "YYYY-MM-DD". */
const berlinDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
const today = berlinDay(new Date());
const tomorrow = berlinDay(new Date(Date.now() + 24 * 3_600_000));

interface Listed {
  id: string;
  status: string;
  asset: { id: string } | null;
  template: { id: string };
}

before(async () => {
  ({ server, browser, page } = await openAdminSession({ FIELDBOOK_DEMO_DATA: '1' }));
  const templates = await api<{ list: { id: string; title: string }[] }>(
    page,
    'GET',
    '/checklist/template/list?limit=50',
  );
  demo.templateId = templates.list.find((t) => t.title === TEMPLATE)!.id;
  const doc = await readDraftTemplate(page, demo.templateId);
  demo.checks = doc.items.filter((i) => i.type === 'yesno' || i.type === 'oknot').map((i) => i.id);
  demo.readings = doc.items.filter((i) => i.type === 'number').map((i) => i.id);
  const listed = await Promise.all(
    [1, 2, 3].map((n) => api<{ list: Listed[] }>(page, 'GET', `/inspections?limit=100&page=${n}`)),
  );
  const busy = new Set(
    listed
      .flatMap((l) => l.list)
      .filter((i) => i.status !== 'completed' && i.template.id === demo.templateId)
      .map((i) => i.asset?.id),
  );
  const forklifts = await api<{ list: { id: string; asset_id: string; display_name: string }[] }>(
    page,
    'GET',
    '/assets/list?limit=100',
  );
  for (const asset of forklifts.list
    .filter((a) => a.asset_id.startsWith('FL-') && !busy.has(a.id))
    .sort((a, b) => a.asset_id.localeCompare(b.asset_id))
    .slice(0, 3)) {
    ASSETS.push(asset.asset_id);
    NAMES.push(asset.display_name);
    assetIds.push(asset.id);
  }
  assert.equal(ASSETS.length, 3, 'three demo forklifts are free');
  for (const [first, email] of INSPECTORS) memberIds.push(await inviteMember(page, server, first, email));
  const group = await api<{ data: { id: string } }>(page, 'POST', '/user/group/add', { name_lang: GROUP });
  await api(page, 'POST', `/user/group/${group.data.id}/add`, { user_ids: memberIds });
});

after(() => closeSession({ browser, server }));

/** A signed-in page of one of the two inspectors. */
async function inspector(n: 0 | 1): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await newContext(browser);
  const tab = await context.newPage();
  await signIn(tab, server.baseUrl, INSPECTORS[n][1], MEMBER_PASSWORD);
  return { context, tab };
}

/** The inspector's open work as the server answers it. */
async function mine(tab: Page): Promise<Occurrence[]> {
  const answer = await api<{ data: Occurrence[] }>(tab, 'GET', '/assignment/my-inspections?limit=500');
  return answer.data;
}

/** The schedule's occurrence of an asset on a Berlin day. */
function occurrenceOn(rows: Occurrence[], asset: string, day: string): Occurrence {
  const found = rows.find(
    (r) =>
      r.assignment.id === assignmentId &&
      r.asset.name === asset &&
      berlinDay(new Date(r.window_start)) === day,
  );
  assert.ok(found, `no occurrence of ${asset} on ${day}`);
  return found;
}

/** Starts an occurrence from "My inspections" and answers the refused or accepted start. */
async function startFromMyInspections(tab: Page, occurrenceId: string): Promise<number> {
  await tab.goto(`${server.baseUrl}/assignment/my-inspections`);
  const started = tab.waitForResponse(
    (r) => r.url().endsWith('/api/inspections') && r.request().method() === 'POST',
  );
  await tab.getByTestId(`my-start-${occurrenceId}`).click();
  return (await started).status();
}

/** In the runner: page by page, every check of the demo template passed and its readings typed, then Complete. */
async function answerAndComplete(tab: Page): Promise<void> {
  for (let n = 0; n < 6; n += 1) {
    for (const id of demo.checks) {
      const item = runnerItem(tab, id);
      if (await item.isVisible())
        await item
          .getByText(/^(Yes|OK)$/)
          .first()
          .click();
    }
    for (const id of demo.readings) {
      const item = runnerItem(tab, id);
      if (await item.isVisible()) await item.getByRole('textbox').fill('12');
    }
    if (!(await tab.getByTestId('runner-next').isEnabled())) break;
    await tab.getByTestId('runner-next').click();
  }
  await synced(tab);
  await completeInspection(tab);
  await synced(tab);
}

const row = (title = TITLE) => page.locator('[data-row-id]').filter({ hasText: title });

test('create a daily 08:00 Europe/Berlin schedule: ten occurrences across the clock change, then from today', async () => {
  await withFailureShot(page, 'journey-create', async () => {
    await page.goto(`${server.baseUrl}/assignment/add`);
    await fillAssignment(page, { title: TITLE, template: TEMPLATE, group: GROUP, assets: ASSETS });
    await chooseOption(page, 'recurrence-zone', 'Europe/Berlin', /Europe\/Berlin$/);

    // First a start just before the spring change (28 March 2027): 08:00 stays 08:00, the offset moves +1 → +2.
    await page.getByTestId('recurrence-start').fill('2027-03-26T08:00');
    await page.getByTestId('recurrence-words').getByText('every day at 08:00, Europe/Berlin').waitFor();
    const items = page.getByTestId('recurrence-occurrences').locator('li');
    await eventually(
      async () => (await items.first().getAttribute('data-local'))?.startsWith('2027-03-26') ?? false,
    );
    assert.equal(await items.count(), 10);
    const locals = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-local') ?? ''));
    assert.ok(
      locals.every((l) => l.slice(11, 16) === '08:00'),
      locals.join(' '),
    );
    assert.equal(locals[1], '2027-03-27T08:00+01:00');
    assert.equal(locals[2], '2027-03-28T08:00+02:00');

    // Then from today, due by midnight: today's 08:00 window is the one the inspectors do today.
    await page.getByTestId('recurrence-start').fill(`${today}T08:00`);
    await page.getByTestId('recurrence-duration').fill('16');
    await page.getByTestId('option-restricted_mode').check({ force: true });
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/assignment/new') && r.request().method() === 'POST',
    );
    await page.getByTestId('assignment-save').click();
    const answer = await created;
    assert.equal(answer.status(), 201, await answer.text());
    const body = (await answer.json()) as {
      data: { id: string; restricted_mode: boolean; recurrence: { duration_minutes: number } };
    };
    assert.equal(body.data.restricted_mode, true);
    assert.equal(body.data.recurrence.duration_minutes, 16 * 60);
    assignmentId = body.data.id;
    await page.waitForURL(/\/assignment\/list/);
    await assignmentTable(page);
    await row().getByText('Active').waitFor();
  });
});

test('an edit applied to the current occurrence too keeps today’s window (whatever the hour in Berlin)', async () => {
  await withFailureShot(page, 'journey-edit', async () => {
    await page.goto(`${server.baseUrl}/assignment/${assignmentId}/edit`);
    await page.getByTestId('assignment-progress').waitFor();
    // Missed an hour after the window instead of when the next one starts: a change of the rule.
    await page.getByTestId('recurrence-validity-next').uncheck({ force: true });
    await page.getByTestId('recurrence-validity').fill('8');
    await page.getByTestId('assignment-save').click();
    await page.getByTestId('apply-to-dialog').waitFor();
    await page.getByTestId('apply-to-current').check({ force: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/assignment/${assignmentId}`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('apply-to-save').click();
    const answer = await saved;
    assert.equal(answer.status(), 200, await answer.text());
    assert.equal((answer.request().postDataJSON() as { apply_to: string }).apply_to, 'current');
    await page.waitForURL(/\/assignment\/list/);
  });
});

test('an inspector finds today’s three in My inspections and conducts one', async () => {
  const { context, tab } = await inspector(0);
  await withFailureShot(tab, 'journey-my-inspections', async () => {
    // The save's own job wrote them (the sweep runs every five minutes; this waits seconds at most).
    assert.ok(
      await eventually(async () =>
        (await mine(tab)).some(
          (r) => r.assignment.id === assignmentId && berlinDay(new Date(r.window_start)) === today,
        ),
      ),
      'no occurrences of today',
    );
    const rows = await mine(tab);
    const todays = NAMES.map((asset) => occurrenceOn(rows, asset, today));
    await tab.goto(`${server.baseUrl}/assignment/my-inspections`);
    for (const o of todays) await tab.getByTestId(`my-start-${o.occurrence_id}`).waitFor();
    // Seven days of three forklifts are planned; the list shows them soonest due first.
    const cards = tab.getByTestId('my-inspection');
    assert.ok((await cards.count()) >= 3);

    assert.equal(await startFromMyInspections(tab, todays[0]!.occurrence_id), 201);
    await tab.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct/);
    await answerAndComplete(tab);
    const after = occurrenceOn(await mine(tab), NAMES[0]!, today);
    assert.equal(after.state, 'done');

    // The second forklift is started and left under way.
    assert.equal(await startFromMyInspections(tab, todays[1]!.occurrence_id), 201);
    await tab.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct/);
    await synced(tab);
  });
  await context.close();
});

test('restricted mode refuses the second inspector a second start at the asset under way', async () => {
  const { context, tab } = await inspector(1);
  await withFailureShot(tab, 'journey-restricted', async () => {
    const rows = await mine(tab);
    assert.equal(occurrenceOn(rows, NAMES[1]!, today).state, 'in_progress');
    const next = occurrenceOn(rows, NAMES[1]!, tomorrow);
    assert.equal(await startFromMyInspections(tab, next.occurrence_id), 422);
    await tab
      .getByText(/Restricted mode: an inspection of this template at this asset is already in progress/)
      .waitFor();
    assert.match(tab.url(), /\/assignment\/my-inspections$/);
  });
  await context.close();
});

test('a pause takes the upcoming work from My inspections; activating brings it back', async () => {
  const { context, tab } = await inspector(0);
  await withFailureShot(page, 'journey-pause', async () => {
    const planned = (await mine(tab)).filter((r) => r.assignment.id === assignmentId && r.state === 'to_do');
    assert.ok(planned.length > 0);
    await page.goto(`${server.baseUrl}/assignment/list`);
    await assignmentTable(page);
    await pauseFromRow(page, row(), TITLE);
    assert.deepEqual(
      (await mine(tab)).filter((r) => r.assignment.id === assignmentId),
      [],
      'a paused assignment gives no work',
    );

    await row()
      .getByRole('button', { name: `Actions for ${TITLE}` })
      .click();
    const activated = page.waitForResponse(
      (r) => r.url().endsWith('/active') && r.request().method() === 'POST',
    );
    await page.getByTestId('assignment-activate').click();
    assert.equal((await activated).status(), 200);
    await row().getByText('Active').waitFor();
    const upcoming = (rows: Occurrence[]) =>
      rows.filter((r) => r.assignment.id === assignmentId && r.state === 'to_do').map((r) => r.occurrence_id);
    assert.ok(
      await eventually(async () => upcoming(await mine(tab)).length >= planned.length - 1),
      'the upcoming work did not come back',
    );
    assert.equal(occurrenceOn(await mine(tab), NAMES[1]!, today).state, 'in_progress');
  });
  await context.close();
});

test('auto-finish closes a one-off assignment once its asset’s report is completed', async () => {
  const now = Date.now();
  const oneOff = await api<{ data: { id: string } }>(page, 'POST', '/assignment/new', {
    title: ONE_OFF,
    template_id: demo.templateId,
    type: 'direct',
    start_at: new Date(now - 3_600_000).toISOString(),
    end_at: new Date(now + 8 * 3_600_000).toISOString(),
    assignees: [{ kind: 'user', id: memberIds[0] }],
    assets: [assetIds[2]],
    auto_finish: true,
  });
  const { context, tab } = await inspector(0);
  await withFailureShot(tab, 'journey-auto-finish', async () => {
    let occurrenceId = '';
    assert.ok(
      await eventually(async () => {
        occurrenceId = (await mine(tab)).find((r) => r.assignment.id === oneOff.data.id)?.occurrence_id ?? '';
        return occurrenceId !== '';
      }),
      'the one-off has no occurrence',
    );
    assert.equal(await startFromMyInspections(tab, occurrenceId), 201);
    await tab.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct/);
    await answerAndComplete(tab);
  });
  await context.close();
  await withFailureShot(page, 'journey-finished', async () => {
    await page.goto(`${server.baseUrl}/assignment/list`);
    await assignmentTable(page);
    await row(ONE_OFF).getByText('Finished').waitFor();
    await page.goto(`${server.baseUrl}/assignment/${oneOff.data.id}/edit`);
    await page.getByTestId('update-not-allowed').waitFor();
  });
});

test('the list, the form and My inspections pass axe in light and dark, English and German', async () => {
  const admin: Screen[] = [
    ['/assignment/list', 'data-table-assignments', 'list'],
    ['/assignment/add', 'recurrence-preview', 'add'],
    [`/assignment/${assignmentId}/edit`, 'assignment-progress', 'edit'],
  ];
  const my: Screen[] = [['/assignment/my-inspections', 'my-inspection', 'my-inspections']];
  const english =
    /\b(Assignments|Next due|Active|Paused|Recurrence|Time zone|every day|occurrences done|To do|Overdue|In progress|Continue|Due by)\b/;
  for (const [skin, lang] of looksFor(['en', 'de'])) {
    for (const [email, password, screens] of [
      [ADMIN_EMAIL, ADMIN_PASSWORD, admin],
      [INSPECTORS[0][1], MEMBER_PASSWORD, my],
    ] as const) {
      const look = await newContext(browser, { skin, lang });
      const tab = await look.newPage();
      await signIn(tab, server.baseUrl, email, password);
      await checkScreens(tab, server.baseUrl, screens, { prefix: 'assignment-journey', skin, lang, english });
      await look.close();
    }
  }
});
