import type { CustomFieldDefinition, CustomFieldEntry } from '@fieldbook/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/test-i18n';
import { CustomFieldsEditor } from './custom-fields-editor';
import type { CustomFieldsEditorProps } from './custom-fields-editor-types';
import texts from './locales/en.json';

const i18n = createTestI18n({ 'custom-fields-editor': texts });

afterEach(cleanup);
// Mantine modals and selects render slowly in jsdom on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const def = (key: string, parent_id: string, extra: Partial<CustomFieldDefinition> = {}) =>
  ({
    key,
    name: `Field ${key}`,
    description: null,
    field_type: 'text',
    is_required: false,
    is_used: true,
    is_locked: false,
    default_value: null,
    config: null,
    parent_id,
    ...extra,
  }) satisfies CustomFieldDefinition;

const loaded: CustomFieldEntry[] = [
  { key: 'g1', name: 'General', parent_id: null },
  def('a', 'g1', { is_required: true }),
  def('b', 'g1'),
  { key: 'g2', name: 'Technical', parent_id: null },
  def('c', 'g2'),
  def('old', 'g1', { is_used: false, is_required: true }),
  def('kept', 'g1', { is_used: false, is_locked: true }),
];

function mount(props: Partial<CustomFieldsEditorProps> = {}) {
  const onSave = vi.fn<CustomFieldsEditorProps['onSave']>(() => Promise.resolve());
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <CustomFieldsEditor value={loaded} onSave={onSave} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onSave, ...view };
}

const group = (key: string) => screen.getByTestId(`cfe-group-${key}`);
const fieldKeys = (key: string) =>
  within(group(key))
    .queryAllByTestId(/^cfe-field-/)
    .map((row) => row.dataset.testid?.replace('cfe-field-', ''));
const unusedKeys = () =>
  within(screen.getByTestId('cfe-unused'))
    .queryAllByTestId(/^cfe-unused-/)
    .map((row) => row.dataset.testid?.replace('cfe-unused-', ''));
const save = () => screen.getByTestId('cfe-save');
const discard = () => screen.getByTestId('cfe-discard');
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

async function fillNewField(type: string, name: string) {
  click(`cfe-add-${type}`);
  const nameInput = await screen.findByTestId('cfe-field-name');
  fireEvent.change(nameInput, { target: { value: name } });
  click('cfe-field-apply');
  await waitFor(() => expect(screen.queryByTestId('cfe-field-form')).toBeNull());
}

describe('CustomFieldsEditor', () => {
  it('shows groups with their fields, the unused list, and save and discard disabled', () => {
    mount();
    expect(fieldKeys('g1')).toEqual(['a', 'b']);
    expect(fieldKeys('g2')).toEqual(['c']);
    expect(unusedKeys()).toEqual(['old', 'kept']);
    expect(save()).toHaveProperty('disabled', true);
    expect(discard()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cfe-add-lookup')).toHaveProperty('disabled', true);
  });

  it('a palette click adds a field to the first group and opens its modal; cancel removes it again', async () => {
    mount();
    click('cfe-add-text');
    expect(await screen.findByTestId('cfe-field-form')).toBeTruthy();
    expect(fieldKeys('g1')).toHaveLength(3);
    click('cfe-field-cancel');
    await waitFor(() => expect(fieldKeys('g1')).toEqual(['a', 'b']));
    expect(save()).toHaveProperty('disabled', true);
  });

  it('a confirmed new field enables save; save sends the list and the answer becomes the baseline', async () => {
    const { onSave } = mount();
    await fillNewField('email', 'Contact');
    expect(fieldKeys('g1')).toHaveLength(3);
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0]![0];
    expect(sent.find((e) => e.name === 'Contact')).toMatchObject({
      field_type: 'email',
      is_used: true,
      parent_id: 'g1',
      key: expect.stringMatching(/^new_/),
    });
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('a new field needs a name; the message comes from the domain rule', async () => {
    mount();
    click('cfe-add-text');
    click('cfe-field-apply');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('cfe-field-form')).toBeTruthy();
  });

  it('a decimal field offers digits 1–16 and decimals below them; lowering max digits resets decimals', async () => {
    mount();
    click('cfe-add-decimal');
    const maxDigits = await screen.findByTestId('cfe-field-max-digits');
    const decimals = screen.getByTestId('cfe-field-decimals');
    expect(maxDigits).toHaveProperty('value', '10');
    expect(decimals).toHaveProperty('value', '2');
    fireEvent.click(maxDigits);
    expect(await screen.findAllByRole('option')).toHaveLength(16);
    fireEvent.click(screen.getByRole('option', { name: '2' }));
    await waitFor(() => expect(decimals).toHaveProperty('value', '0'));
    fireEvent.click(decimals);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['0', '1']);
  });

  it('a default value is checked against the field type', async () => {
    mount();
    click('cfe-add-integer');
    fireEvent.change(await screen.findByTestId('cfe-field-name'), { target: { value: 'Count' } });
    fireEvent.change(screen.getByTestId('cfe-field-default'), { target: { value: '1.5' } });
    click('cfe-field-apply');
    expect(await screen.findByText('This value has the wrong type.')).toBeTruthy();
  });

  it('removing a saved field moves it to unused; removing a new one drops it; discard restores', async () => {
    mount();
    click('cfe-remove-b');
    expect(unusedKeys()).toEqual(['b', 'old', 'kept']);
    await fillNewField('text', 'Temp');
    const newKey = fieldKeys('g1').find((k) => k?.startsWith('new_'));
    click(`cfe-remove-${newKey}`);
    expect(unusedKeys()).toEqual(['b', 'old', 'kept']);
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(discard());
    expect(fieldKeys('g1')).toEqual(['a', 'b']);
    expect(unusedKeys()).toEqual(['old', 'kept']);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('using an unused field puts it into the chosen group as not required', async () => {
    const { onSave } = mount();
    click('cfe-use-old');
    fireEvent.click(await screen.findByTestId('cfe-use-old-g2'));
    expect(fieldKeys('g2')).toEqual(['c', 'old']);
    expect(within(screen.getByTestId('cfe-field-old')).queryByText('Required')).toBeNull();
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].find((e) => e.key === 'old')).toMatchObject({
      is_used: true,
      is_required: false,
      parent_id: 'g2',
    });
  });

  it('reordering enables save and moving back disables it again', () => {
    mount();
    click('cfe-down-a');
    expect(fieldKeys('g1')).toEqual(['b', 'a']);
    expect(save()).toHaveProperty('disabled', false);
    click('cfe-up-a');
    expect(fieldKeys('g1')).toEqual(['a', 'b']);
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cfe-up-a')).toHaveProperty('disabled', true);
  });

  it('moves a field to another group with the non-drag button', async () => {
    mount();
    click('cfe-move-a');
    expect(fieldKeys('g2')).toEqual(['c', 'a']);
  });

  it('editing a field and applying it unchanged keeps save disabled; a change enables it', async () => {
    mount();
    click('cfe-edit-b');
    click('cfe-field-apply');
    await waitFor(() => expect(screen.queryByTestId('cfe-field-form')).toBeNull());
    expect(save()).toHaveProperty('disabled', true);
    click('cfe-edit-b');
    fireEvent.change(await screen.findByTestId('cfe-field-name'), { target: { value: 'Serial' } });
    click('cfe-field-apply');
    await waitFor(() => expect(screen.getByTestId('cfe-field-b').textContent).toContain('Serial'));
    expect(save()).toHaveProperty('disabled', false);
    click('cfe-edit-b');
    click('cfe-field-cancel');
    await waitFor(() => expect(screen.getByTestId('cfe-field-b').textContent).toContain('Serial'));
  });

  it('offers no delete without the delete call', () => {
    mount();
    expect(screen.queryByTestId('cfe-delete-old')).toBeNull();
  });

  it('deletes an unused field through the call without enabling save; locked ones cannot be deleted', async () => {
    const unusedFieldDelete = vi.fn(() => Promise.resolve());
    mount({ unusedFieldDelete, lockedIds: ['b'] });
    expect(screen.getByTestId('cfe-delete-kept')).toHaveProperty('disabled', true);
    click('cfe-remove-b');
    expect(screen.getByTestId('cfe-delete-b')).toHaveProperty('disabled', true);
    click('cfe-delete-old');
    click('confirm-yes');
    await waitFor(() => expect(unusedFieldDelete).toHaveBeenCalledWith('old'));
    await waitFor(() => expect(unusedKeys()).toEqual(['b', 'kept']));
    fireEvent.click(discard());
    expect(unusedKeys()).toEqual(['kept']);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('keeps a field whose delete call failed', async () => {
    const unusedFieldDelete = vi.fn(() => Promise.reject(new Error('nope')));
    mount({ unusedFieldDelete });
    click('cfe-delete-old');
    click('confirm-yes');
    await waitFor(() => expect(unusedFieldDelete).toHaveBeenCalled());
    expect(unusedKeys()).toEqual(['old', 'kept']);
  });

  it('shows static fields read-only in the first group and never sends them', async () => {
    const { onSave } = mount({
      staticFields: [{ key: 'title', name: 'Title', field_type: 'text', is_required: true }],
    });
    const row = within(group('g1')).getByTestId('cfe-static-title');
    expect(row.textContent).toContain('Title');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    click('cfe-down-a');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].some((e) => e.key === 'title')).toBe(false);
  });

  it('adds, renames and removes groups; a removed group sends its fields to unused; the last stays', async () => {
    mount();
    click('cfe-add-group');
    fireEvent.change(await screen.findByTestId('cfe-group-name'), { target: { value: 'Extra' } });
    click('cfe-group-submit');
    expect(await screen.findByText('Extra')).toBeTruthy();
    click('cfe-rename-g2');
    fireEvent.change(await screen.findByTestId('cfe-group-name'), { target: { value: 'Tech' } });
    click('cfe-group-submit');
    expect(await screen.findByText('Tech')).toBeTruthy();
    click('cfe-remove-group-g2');
    click('confirm-yes');
    await waitFor(() => expect(screen.queryByTestId('cfe-group-g2')).toBeNull());
    expect(unusedKeys()).toEqual(['c', 'old', 'kept']);
  });

  it('the last group cannot be removed', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <CustomFieldsEditor value={loaded.slice(0, 3)} onSave={() => Promise.resolve()} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('cfe-remove-group-g1')).toHaveProperty('disabled', true);
  });

  it('a group name is required', async () => {
    mount();
    click('cfe-add-group');
    click('cfe-group-submit');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('keeps the edits when saving fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('down')));
    mount({ onSave });
    click('cfe-remove-a');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    expect(unusedKeys()).toEqual(['a', 'old', 'kept']);
  });

  it('read-only shows the fields without palette or buttons', () => {
    mount({ readOnly: true });
    expect(screen.queryByTestId('cfe-palette')).toBeNull();
    expect(screen.queryByTestId('cfe-save')).toBeNull();
    expect(within(group('g1')).queryAllByRole('button')).toHaveLength(0);
  });
});
