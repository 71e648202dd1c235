import { replaceItem } from '@fieldbook/domain/templates';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEditor } from '../components/editor-harness.test-utils';
import { testDocument } from '../store/test-doc';
import { Inspector } from './inspector';

afterEach(cleanup);

function inspect(type: 'number' | 'slider' | 'yesno', options: Record<string, unknown>) {
  const base = testDocument(2);
  const q1 = base.items.find((i) => i.title === 'Q1')!;
  const doc = replaceItem(base, { ...q1, type, options });
  const view = renderWithEditor(doc, <Inspector />);
  act(() => view.store.select(q1.id));
  return { ...view, id: q1.id };
}

const errorOf = (key: string) => {
  const input = screen.getByTestId(`option-${key}`);
  const described = input.getAttribute('aria-describedby') ?? '';
  return described
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .find((text) => text.startsWith('bounds.'));
};

describe('impossible settings in the inspector (ADR 191)', { timeout: 20_000 }, () => {
  it('marks a minimum above the maximum on both fields', () => {
    inspect('number', { min: 100, max: 10 });
    expect(errorOf('min')).toBe('bounds.min_above_max');
    expect(errorOf('max')).toBe('bounds.min_above_max');
    expect(errorOf('default_value')).toBeUndefined();
  });

  it('keeps negative decimal places typed in and marks them instead of dropping them', () => {
    const { store, id } = inspect('number', {});
    fireEvent.change(screen.getByTestId('option-decimal'), { target: { value: '-3' } });
    expect(store.getState().doc.items.find((i) => i.id === id)!.options.decimal).toBe(-3);
    expect(errorOf('decimal')).toBe('bounds.not_negative');
  });

  it('marks a default outside the bounds and a slider whose minimum is not below its maximum', () => {
    cleanup();
    inspect('number', { min: 100, default_value: -5000 });
    expect(errorOf('default_value')).toBe('bounds.default_out_of_bounds');
    cleanup();
    inspect('slider', { min: 10, max: -10, step: 1 });
    expect(errorOf('min')).toBe('bounds.min_above_max');
  });

  it('says a choice question without answer options cannot be answered', () => {
    inspect('yesno', {});
    expect(screen.getByTestId('inspector-no-answers').textContent).toBe('inspector.noAnswers');
  });
});
