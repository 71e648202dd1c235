import { addItem, replaceItem, setCollapsed } from '@fieldbook/domain/templates';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Inspector } from '../inspector/inspector';
import { testDocument } from '../store/test-doc';
import { Canvas } from './canvas';
import { renderWithEditor } from './editor-harness.test-utils';
import { Palette } from './palette';

// jsdom lays nothing out: give the canvas's scroll box a height so the virtualiser draws rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const question = (doc: ReturnType<typeof testDocument>, title: string) =>
  doc.items.find((i) => i.title === title)!;

// Mantine and the virtualiser make the first render slow on a shared CI machine.
describe('canvas and inspector', { timeout: 20_000 }, () => {
  it('shows pages and items, selects a row and edits its title inline as one undo step', () => {
    const doc = testDocument(3);
    const { store } = renderWithEditor(
      doc,
      <>
        <Canvas />
        <Inspector />
      </>,
    );
    const q1 = question(doc, 'Q1');
    const row = screen.getByTestId(`row-${q1.id}`);
    expect(within(row).getByTestId('row-title').textContent).toBe('Q1');
    fireEvent.click(row);
    expect(row.getAttribute('data-selected')).toBe('true');
    const input = within(row).getByTestId('row-title-input');
    fireEvent.change(input, { target: { value: 'Q1 e' } });
    fireEvent.change(input, { target: { value: 'Q1 edited' } });
    fireEvent.blur(input);
    expect((screen.getByTestId('inspector-title') as HTMLTextAreaElement).value).toBe('Q1 edited');
    expect(store.getState().history.past).toHaveLength(1);
    act(() => void store.undo());
    expect((screen.getByTestId('inspector-title') as HTMLTextAreaElement).value).toBe('Q1');
  });

  it('collapses a page so its items leave the canvas', () => {
    const doc = testDocument(3);
    renderWithEditor(doc, <Canvas />);
    const page = doc.items.find((i) => i.type === 'page')!;
    expect(screen.queryByTestId(`row-${question(doc, 'Q1').id}`)).not.toBeNull();
    fireEvent.click(within(screen.getByTestId(`row-${page.id}`)).getByTestId('collapse-toggle'));
    expect(screen.queryByTestId(`row-${question(doc, 'Q1').id}`)).toBeNull();
  });

  it('shows every option of the selected type in the inspector', () => {
    const base = testDocument(2);
    const q1 = question(base, 'Q1');
    const doc = replaceItem(base, { ...q1, type: 'slider', options: { min: 0, max: 10, step: 1 } });
    const { store } = renderWithEditor(doc, <Inspector />);
    act(() => store.select(q1.id));
    for (const key of ['min', 'max', 'step', 'required', 'read_only', 'enable_score'])
      expect(screen.getByTestId(`option-${key}`)).toBeTruthy();
    expect(screen.getByTestId('edit-units')).toBeTruthy();
    expect(screen.getByTestId('edit-scoring')).toBeTruthy();
    fireEvent.click(screen.getByTestId('option-required'));
    expect(store.getState().doc.items.find((i) => i.id === q1.id)!.options.required).toBe(true);
  });

  it('warns about a deprecated type and migrates it', () => {
    const base = testDocument(2);
    const q1 = question(base, 'Q1');
    const doc = replaceItem(base, { ...q1, type: 'end_signature', options: {} });
    const { store } = renderWithEditor(doc, <Inspector />);
    act(() => store.select(q1.id));
    const warning = screen.getByTestId('deprecated-warning');
    fireEvent.click(within(warning).getByRole('button'));
    expect(store.getState().doc.items.find((i) => i.id === q1.id)!.type).toBe('signature');
  });

  it('adds a palette item after the focused question and selects it; gated types show the upgrade prompt', () => {
    const doc = testDocument(2);
    const { store } = renderWithEditor(doc, <Palette />);
    act(() => store.select(question(doc, 'Q1').id));
    fireEvent.click(screen.getByTestId('palette-number'));
    const items = store.getState().doc.items;
    const added = items[items.findIndex((i) => i.title === 'Q1') + 1]!;
    expect(added.type).toBe('number');
    expect(store.getState().focusId).toBe(added.id);
    fireEvent.click(screen.getByTestId('palette-global_list'));
    expect(store.getState().doc.items.some((i) => i.type === 'global_list')).toBe(false);
  });

  it('starts a new yes/no question with Yes / No / N/A in green, red and grey', () => {
    const doc = testDocument(2);
    const { store } = renderWithEditor(doc, <Palette />);
    act(() => store.select(question(doc, 'Q1').id));
    fireEvent.click(screen.getByTestId('palette-yesno'));
    const next = store.getState().doc;
    const added = next.items.find((i) => i.type === 'yesno')!;
    const set = next.response_sets.find((s) => s.uuid === added.options.response_set_id);
    expect(set?.options.map((o) => [o.label, o.color])).toEqual([
      ['responses.labels.yes', 'green'],
      ['responses.labels.no', 'red'],
      ['responses.labels.na', 'gray'],
    ]);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('adds a question into a selected collapsed section at its end, opens the section and selects the question', () => {
    const base = testDocument(2);
    const q1 = question(base, 'Q1');
    const withSection = addItem(base, { type: 'section', title: 'S1', afterId: q1.id, depth: 1 });
    if (!withSection.ok) throw new Error('addItem refused');
    const section = withSection.doc.items.find((i) => i.title === 'S1')!;
    const doc = setCollapsed(withSection.doc, section.id, true);
    const { store } = renderWithEditor(doc, <Palette />);
    act(() => store.select(section.id));
    fireEvent.click(screen.getByTestId('palette-number'));
    const next = store.getState().doc;
    const added = next.items.find((i) => i.type === 'number')!;
    expect(added.parent_id).toBe(section.id);
    expect(next.items.find((i) => i.id === section.id)!.collapsed).toBe(false);
    expect(store.getState().focusId).toBe(added.id);
  });
});
