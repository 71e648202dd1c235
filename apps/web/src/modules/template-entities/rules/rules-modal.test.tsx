import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRulesEngine } from '@fieldbook/domain/rules';
import { templateDocumentSchema, type OpResult, type TemplateDocument } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RulesModal } from './rules-modal';

afterEach(cleanup);

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
    {
      id: 'ok',
      type: 'yesno',
      depth: 1,
      parent_id: 'p',
      title: 'All fine?',
      options: { response_set_id: 'yn' },
    },
    { id: 'why', type: 'textAnswer', depth: 1, parent_id: 'p', title: 'Why not?' },
  ],
  response_sets: [
    {
      uuid: 'yn',
      options: [
        { uuid: 'yes', label: 'Yes' },
        { uuid: 'no', label: 'No' },
      ],
    },
  ],
});

function mount(start: TemplateDocument = doc) {
  let current: TemplateDocument = start;
  const apply = vi.fn((op: (d: TemplateDocument) => OpResult) => {
    const result = op(current);
    if (result.ok) current = result.doc;
    return result;
  });
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <RulesModal doc={start} itemId="ok" onClose={onClose} apply={apply} />
    </MantineProvider>,
  );
  return { apply, onClose, result: () => current };
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the rules modal', { timeout: 30_000 }, () => {
  it('builds "if All fine? equals No then hide Why not?" and the engine then hides it', async () => {
    const { apply, onClose, result } = mount();
    await choose('rules.value', 'No');
    fireEvent.click(screen.getAllByRole('button', { name: 'rules.addAction' })[0]!);
    await choose('rules.target', 'Why not?');
    await choose('rules.actionType', 'actions.hide');
    fireEvent.click(screen.getByTestId('rules-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    const saved = result();
    expect(saved.rule_sets).toHaveLength(1);
    expect(saved.items[1]?.options.rule_set_id).toBe(saved.rule_sets[0]!.uuid);
    const engine = createRulesEngine(saved);
    expect(engine.stateOf('why').visible).toBe(true);
    engine.setAnswer('ok', 'no');
    expect(engine.stateOf('why').visible).toBe(false);
  });

  it('lists what is wrong instead of saving a rule without actions', async () => {
    const { apply } = mount();
    await choose('rules.value', 'No');
    fireEvent.click(screen.getByTestId('rules-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByTestId('conflicted-rules').textContent).toContain('problems.emptyActions');
  });

  it('refuses an action that would hide the very question the rule reads', async () => {
    const { apply } = mount();
    await choose('rules.value', 'No');
    fireEvent.click(screen.getAllByRole('button', { name: 'rules.addAction' })[0]!);
    await choose('rules.target', 'All fine?');
    fireEvent.click(screen.getByTestId('rules-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByTestId('conflicted-rules').textContent).toContain('problems.targetInCondition');
  });

  it('starts a new action on no item, and marks the unfinished condition and action instead of saving', async () => {
    const { apply } = mount();
    fireEvent.click(screen.getAllByRole('button', { name: 'rules.addAction' })[0]!);
    expect((screen.getAllByRole('combobox', { name: 'rules.target' })[0] as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('rules-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.queryByTestId('conflicted-rules')).toBeNull();
    expect(screen.getByTestId('rule-incomplete')).toBeTruthy();
    const marked = [...document.querySelectorAll('[data-incomplete]')].map((el) =>
      el.getAttribute('data-incomplete'),
    );
    expect(marked).toEqual(['value', 'target']);
    await choose('rules.value', 'No');
    await choose('rules.target', 'Why not?');
    expect(document.querySelectorAll('[data-incomplete]')).toHaveLength(0);
  });

  it('warns that a Show rule cannot reveal an item marked Hidden', async () => {
    const hidden = {
      ...doc,
      items: doc.items.map((item) =>
        item.id === 'why' ? { ...item, options: { ...item.options, hidden: true } } : item,
      ),
    };
    mount(hidden);
    expect(screen.queryByTestId('rule-warnings')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'rules.addAction' })[0]!);
    await choose('rules.target', 'Why not?');
    expect(screen.getByTestId('rule-warnings').textContent).toContain('rules.warnings.hiddenShow');
    await choose('rules.actionType', 'actions.hide');
    expect(screen.queryByTestId('rule-warnings')).toBeNull();
  });
});
