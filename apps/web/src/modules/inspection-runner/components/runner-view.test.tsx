import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ruleSetSchema } from '@fieldbook/domain/rules';
import { act as ruleAction, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeServerAnswers } from '../local/local-answers';
import { queued } from '../local/outbox';
import type { RunnerDeps } from '../use-runner';
import { mountOfflineRunner } from '../runner-test-kit';

const TEMPLATE = '00000000-0000-4000-8000-0000000000f1';
const INSPECTION = '00000000-0000-4000-8000-000000000001';
const YES = 'opt-yes';
const NO = 'opt-no';
let deps: RunnerDeps;

afterEach(async () => {
  deps.sync.stop();
  await deps.db.delete();
});

/** Page 1: a required name; page 2: a yes/no hiding "Why not?" on No, and a sum of two numbers. */
const stored = templateDocumentSchema.parse({
  template_id: TEMPLATE,
  items: [
    { id: 'p1', type: 'page', depth: 0, parent_id: null, title: 'Who' },
    {
      id: 'name',
      type: 'textAnswer',
      depth: 1,
      parent_id: 'p1',
      title: 'Inspector name',
      options: { required: true },
    },
    { id: 'p2', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
    {
      id: 'ok',
      type: 'yesno',
      depth: 1,
      parent_id: 'p2',
      title: 'All fine?',
      options: { response_set_id: 'rs-yn' },
    },
    { id: 'why', type: 'textAnswer', depth: 1, parent_id: 'p2', title: 'Why not?' },
    { id: 'a', type: 'number', depth: 1, parent_id: 'p2', title: 'First' },
    { id: 'b', type: 'number', depth: 1, parent_id: 'p2', title: 'Second' },
    {
      id: 'sum',
      type: 'calculation',
      depth: 1,
      parent_id: 'p2',
      title: 'Total',
      options: { calculations: { value: '{a} + {b}', items: ['a', 'b'] } },
    },
  ],
  response_sets: [
    {
      uuid: 'rs-yn',
      options: [
        { uuid: YES, label: 'Yes', score: 1 },
        { uuid: NO, label: 'No', score: 0 },
      ],
    },
  ],
  rule_sets: [
    ruleSetSchema.parse(
      rules('rs1', [[group('and', when('ok', 'equals', NO)), [ruleAction('hide', 'why')]]]),
    ),
  ],
});

/** An inspection started on this device while offline, its template version cached. */
async function mount() {
  deps = await mountOfflineRunner({
    id: INSPECTION,
    templateId: TEMPLATE,
    version: 3,
    title: 'Morning round',
    doc: stored,
  });
}

describe('the inspection runner', () => {
  it('draws the first page offline from the cached template, with the required progress', async () => {
    await mount();
    expect(screen.getByLabelText(/Inspector name/)).toBeTruthy();
    expect(screen.getByTestId('runner-progress').textContent).toContain('progress');
  });

  it('hides a question when its rule fires and keeps the answer on the device and in the outbox', async () => {
    await mount();
    fireEvent.click(screen.getByTestId('runner-next'));
    expect(screen.getByLabelText('Why not?')).toBeTruthy();
    fireEvent.click(screen.getByText('No'));
    expect(screen.queryByLabelText('Why not?')).toBeNull();
    await waitFor(async () => expect(await queued(deps.db, INSPECTION)).toHaveLength(1));
    expect((await deps.db.answers.get([INSPECTION, 'ok', 0]))?.value).toBe(NO);
  });

  it('updates a calculation as numbers are typed', async () => {
    await mount();
    fireEvent.click(screen.getByTestId('runner-next'));
    fireEvent.change(screen.getByLabelText('First'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: '5' } });
    expect(screen.getByTestId('preview-value-sum').textContent).toBe('9');
  });

  it("re-runs the rules on a collaborator's answers merged from a pull", async () => {
    await mount();
    fireEvent.click(screen.getByTestId('runner-next'));
    const by = { id: INSPECTION, name: 'Ana' };
    const remote = (item_id: string, value: number) => ({
      item_id,
      instance: 0,
      value,
      note: null,
      media: [],
      rating: null,
      markers: [],
      changed_at: '2026-01-01T10:00:00.000Z',
      changed_by: by,
      history: [],
      seq: 3,
    });
    await mergeServerAnswers(deps.db, INSPECTION, {
      applied: [],
      answers: [remote('a', 2), remote('b', 3)],
      instances: {},
      seq: 3,
      status: 'in_progress',
    });
    await waitFor(() => expect(screen.getByTestId('preview-value-sum').textContent).toBe('5'));
  });

  it('on Complete, goes back to the page of the first missing required answer and focuses it', async () => {
    await mount();
    fireEvent.click(screen.getByTestId('runner-next'));
    fireEvent.click(screen.getByTestId('runner-complete'));
    const field = await screen.findByLabelText(/Inspector name/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByTestId('item-problem-name').textContent).toBe('common:gen.validations.required');
    expect(await deps.db.outbox.count()).toBe(0);
  });

  it('says when the server refused the inspection and tries again on request', async () => {
    await mount();
    await deps.db.inspections.update(INSPECTION, { refused: 'You may not conduct this template.' });
    const alert = await screen.findByTestId('runner-refused');
    expect(alert.textContent).toContain('You may not conduct this template.');
    fireEvent.click(screen.getByRole('button', { name: 'refused.retry' }));
    await waitFor(() => expect(screen.queryByTestId('runner-refused')).toBeNull());
    expect((await deps.db.inspections.get(INSPECTION))?.refused).toBeNull();
  });
});
