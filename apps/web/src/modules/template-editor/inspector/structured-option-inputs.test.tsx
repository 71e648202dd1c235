import { addItem, createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEditor } from '../components/editor-harness.test-utils';
import { testDocument } from '../store/test-doc';
import { optionFields } from './option-fields';
import { OptionInput } from './option-input';

afterEach(cleanup);

/** The test document with one question of `type` and options after its first question, plus a yes/no set. */
function withQuestion(type: 'yesno' | 'list' | 'photo' | 'document_id', options: Record<string, unknown>) {
  const base = testDocument(2);
  const after = base.items.find((item) => item.type === 'textAnswer')!.id;
  const added = addItem(base, { type, afterId: after, title: 'Q', depth: 1, options }, () => 'q');
  if (!added.ok) throw new Error('addItem refused');
  const doc: TemplateDocument = {
    ...added.doc,
    response_sets: [
      {
        uuid: 'rs',
        options: [
          { uuid: 'yes', label: 'Yes' },
          { uuid: 'no', label: 'No' },
        ],
      },
    ],
  };
  return doc;
}

function show(doc: TemplateDocument, key: string) {
  const item = doc.items.find((i) => i.id === 'q')!;
  const field = optionFields(item.type).find((f) => f.key === key)!;
  const set = vi.fn();
  renderWithEditor(doc, <OptionInput item={item} field={field} set={set} />);
  return set;
}

describe('the default answer of a choice question', () => {
  it('is picked among the answer options, or none', () => {
    const set = show(withQuestion('yesno', { response_set_id: 'rs', default_value: 'yes' }), 'default_value');
    expect(screen.queryByRole('textbox', { name: /json/i })).toBeNull();
    fireEvent.click(screen.getByTestId('option-default_value'));
    fireEvent.click(screen.getByRole('option', { name: 'No' }));
    expect(set).toHaveBeenLastCalledWith('default_value', 'no', false);
    fireEvent.click(screen.getByTestId('option-default_value'));
    fireEvent.click(screen.getByRole('option', { name: 'inspector.noDefault' }));
    expect(set).toHaveBeenLastCalledWith('default_value', undefined, false);
  });

  it('offers several with multiple selection', () => {
    const set = show(
      withQuestion('list', { response_set_id: 'rs', multiple_selection: true, default_value: ['yes'] }),
      'default_value',
    );
    fireEvent.click(screen.getByTestId('option-default_value'));
    fireEvent.click(screen.getByRole('option', { name: 'No' }));
    expect(set).toHaveBeenLastCalledWith('default_value', ['yes', 'no'], false);
  });

  it('says so when the stored default is no longer an answer option', () => {
    show(withQuestion('yesno', { response_set_id: 'rs', default_value: 'deleted' }), 'default_value');
    expect(screen.getByText('inspector.problems.not_an_option')).toBeTruthy();
  });
});

describe('the parts of a document number', () => {
  it('adds a part, and refuses to remove the last one with a message, changing nothing', () => {
    const set = show(withQuestion('document_id', {}), 'items');
    expect(screen.getAllByTestId('document-id-part')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('document-id-add'));
    expect(set).toHaveBeenLastCalledWith(
      'items',
      [
        { type: 'unique_number', start: 1 },
        { type: 'unique_number', start: 1 },
      ],
      false,
    );
    set.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'inspector.documentId.remove' }));
    expect(set).not.toHaveBeenCalled();
    expect(screen.getByText('inspector.problems.parts_empty')).toBeTruthy();
  });

  it('moves a part that reads another question', () => {
    const base = withQuestion('document_id', {});
    const source = base.items.find((item) => item.type === 'textAnswer')!.id;
    const parts = [
      { type: 'unique_number', start: 1 },
      { type: 'item', item_id: source },
    ];
    const doc = {
      ...base,
      items: base.items.map((item) =>
        item.id === 'q' ? { ...item, options: { ...item.options, items: parts } } : item,
      ),
    };
    const set = show(doc, 'items');
    fireEvent.click(screen.getAllByRole('button', { name: 'inspector.documentId.up' })[1]!);
    expect(set).toHaveBeenLastCalledWith(
      'items',
      [
        { type: 'item', item_id: source },
        { type: 'unique_number', start: 1 },
      ],
      false,
    );
  });
});

describe('the default photos of a photo question', () => {
  it('refuses an address that is not http(s) with a message, changing nothing', () => {
    const set = show(withQuestion('photo', {}), 'default_value');
    const input = screen.getByTestId('option-default_value');
    // Mantine ignores changes to an input without focus (autofill); a user types into a focused one.
    input.focus();
    fireEvent.change(input, { target: { value: 'not a url' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(set).not.toHaveBeenCalled();
    expect(screen.getByText('inspector.problems.not_a_url')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://files.example/a.jpg' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(set).toHaveBeenLastCalledWith('default_value', ['https://files.example/a.jpg'], false);
  });
});

describe('the sites of a dataset question', () => {
  it('are picked by searching the site structures, and a legacy value that is not a list of ids says so', () => {
    const base = testDocument(2);
    const dataset = { ...createItem('dataset', { title: 'D' }), id: 'q', depth: 1 };
    const at = base.items.findIndex((item) => item.type === 'textAnswer') + 1;
    const legacy = { ...dataset, options: { ...dataset.options, sites: [{ id: 7 }] } };
    const doc = { ...base, items: [...base.items.slice(0, at), legacy, ...base.items.slice(at)] };
    show(doc, 'sites');
    expect(screen.getByTestId('option-sites').getAttribute('placeholder')).toBe('inspector.searchSites');
    expect(screen.getByText('inspector.problems.not_an_option')).toBeTruthy();
  });
});
