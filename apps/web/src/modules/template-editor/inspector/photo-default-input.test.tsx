import { fileDownloadUrl, type FileEntry, type FolderContents } from '@fieldbook/domain';
import { addItem, type TemplateDocument } from '@fieldbook/domain/templates';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileManagerKeys } from '../../file-manager/api/file-manager-api';
import { renderWithEditor } from '../components/editor-harness.test-utils';
import { testDocument } from '../store/test-doc';
import { optionFields } from './option-fields';
import { OptionInput } from './option-input';

afterEach(cleanup);

const PUMP = '0b7c4a52-3a8e-4d21-9f0e-5c1d2e3f4a5b';
const VALVE = '1c8d5b63-4b9f-4e32-8a1f-6d2e3f4a5b6c';
const DEEP = '4f1a8e96-7ec2-4165-9d4c-9a5b6c7d8e9f';

function entry(id: string, name: string, kind: FileEntry['kind'], content_type: string | null): FileEntry {
  const at = '2026-11-22T10:00:00.000Z';
  return {
    ...{ id, name, kind, content_type, parent_id: null, size: kind === 'file' ? 2048 : null },
    ...{ url: kind === 'file' ? fileDownloadUrl(id) : null, created_by: null, created_by_name: null },
    ...{ created_at: at, updated_at: at },
  };
}

/** A photo question with `options`, and a query client that already holds the file manager's top level and a search. */
function show(options: Record<string, unknown>) {
  const base = testDocument(2);
  const after = base.items.find((item) => item.type === 'textAnswer')!.id;
  const added = addItem(base, { type: 'photo', afterId: after, title: 'Q', depth: 1, options }, () => 'q');
  if (!added.ok) throw new Error('addItem refused');
  const doc: TemplateDocument = added.doc;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: false, staleTime: Infinity } },
  });
  const top: FolderContents = {
    folder: null,
    path: [],
    entries: [
      entry('2d9e6c74-5ca0-4f43-9b2a-7e3f4a5b6c7d', 'Site photos', 'folder', null),
      entry(PUMP, 'pump.jpg', 'file', 'image/jpeg'),
      entry(VALVE, 'valve.png', 'file', 'image/png'),
      entry('3e0f7d85-6db1-4054-8c3b-8f4a5b6c7d8e', 'manual.pdf', 'file', 'application/pdf'),
    ],
  };
  client.setQueryData(fileManagerKeys.contents(null), top);
  const found: FolderContents = {
    folder: null,
    path: [],
    entries: [
      entry(VALVE, 'valve.png', 'file', 'image/png'),
      {
        ...entry(DEEP, 'valve-deep.png', 'file', 'image/png'),
        parent_id: '2d9e6c74-5ca0-4f43-9b2a-7e3f4a5b6c7d',
      },
    ],
  };
  client.setQueryData(fileManagerKeys.search('VALVE'), found);
  const item = doc.items.find((i) => i.id === 'q')!;
  const field = optionFields('photo').find((f) => f.key === 'default_value')!;
  const set = vi.fn();
  renderWithEditor(doc, <OptionInput item={item} field={field} set={set} />, client);
  return set;
}

describe('default photos from the file manager', () => {
  it('lists the images of the open folder, searches every folder by name, and adds the chosen ones to typed addresses', async () => {
    const set = show({ multi_photo: true, default_value: ['https://files.example/a.jpg'] });
    fireEvent.click(screen.getByTestId('photo-default-pick'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /Site photos/ })).toBeTruthy();
    expect(within(dialog).getByTestId('image-choice-pump.jpg')).toBeTruthy();
    expect(within(dialog).queryByTestId('image-choice-manual.pdf')).toBeNull();

    fireEvent.change(within(dialog).getByTestId('image-picker-search'), { target: { value: ' VALVE ' } });
    expect(await within(dialog).findByTestId('image-choice-valve-deep.png')).toBeTruthy();
    expect(within(dialog).queryByTestId('image-choice-pump.jpg')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Site photos/ })).toBeNull();
    fireEvent.click(within(dialog).getByTestId('image-choice-valve.png'));
    fireEvent.change(within(dialog).getByTestId('image-picker-search'), { target: { value: '' } });
    fireEvent.click(await within(dialog).findByTestId('image-choice-pump.jpg'));
    expect(within(dialog).getByTestId('image-choice-pump.jpg').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('modal-submit'));

    expect(set).toHaveBeenLastCalledWith(
      'default_value',
      ['https://files.example/a.jpg', fileDownloadUrl(VALVE), fileDownloadUrl(PUMP)],
      false,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps one photo without "several photos": a second choice replaces the first, and nothing chosen says so', () => {
    const set = show({});
    fireEvent.click(screen.getByTestId('photo-default-pick'));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('modal-submit'));
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    expect(set).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('image-choice-pump.jpg'));
    fireEvent.click(within(dialog).getByTestId('image-choice-valve.png'));
    expect(within(dialog).getByTestId('image-choice-pump.jpg').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dialog).getByTestId('modal-submit'));
    expect(set).toHaveBeenLastCalledWith('default_value', [fileDownloadUrl(VALVE)], false);
  });

  it('shows a chosen file as a thumbnail apart from the typed addresses, and removes it', () => {
    const set = show({
      multi_photo: true,
      default_value: [fileDownloadUrl(PUMP), 'https://files.example/a.jpg'],
    });
    const thumbs = screen.getByTestId('photo-default-files');
    expect(within(thumbs).getByRole('img').getAttribute('src')).toBe(fileDownloadUrl(PUMP));
    expect(screen.queryByText(fileDownloadUrl(PUMP))).toBeNull();
    fireEvent.click(within(thumbs).getByRole('button'));
    expect(set).toHaveBeenLastCalledWith('default_value', ['https://files.example/a.jpg'], false);
  });

  it('says a chosen file is gone when its image no longer loads, and still removes it', () => {
    const set = show({ multi_photo: true, default_value: [fileDownloadUrl(PUMP), fileDownloadUrl(VALVE)] });
    const thumbs = screen.getByTestId('photo-default-files');
    fireEvent.error(within(thumbs).getAllByRole('img')[0]!);
    const gone = within(thumbs).getByTestId('photo-default-missing');
    expect(gone.getAttribute('aria-label')).toBe('inspector.photoMissing');
    expect(within(thumbs).getAllByRole('img')[1]!.getAttribute('src')).toBe(fileDownloadUrl(VALVE));
    fireEvent.click(within(thumbs).getAllByRole('button')[0]!);
    expect(set).toHaveBeenLastCalledWith('default_value', [fileDownloadUrl(VALVE)], false);
  });
});
