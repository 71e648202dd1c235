import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ItemState } from '@fieldbook/domain/rules';
import { createItem, type ItemType } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalAnswer } from '../../local/runner-db';
import type { RunnerSession } from '../../runner-session';
import { listItemSearch } from './global-list-answer';
import { RUNNER_ANSWERS } from './registry';
import type { RunnerAnswerProps } from './runner-answer';

const LIST = '00000000-0000-4000-8000-0000000000c1';
const ASSET = '00000000-0000-4000-8000-0000000000a1';
const ROW = '00000000-0000-4000-8000-0000000000d1';

const state = (itemId: string): ItemState => ({
  item_id: itemId,
  instance: 0,
  visible: true,
  hidden: false,
  enabled: true,
  required: true,
  color: null,
  score: null,
  max_score: 0,
  rating: null,
  media_required: false,
  note_required: false,
  action_required: false,
  value: null,
  excluded_from_report: false,
  issues: [],
});

/** Mounts the runner's control of a type with a recording runner; fetch answers from `reply` by path. */
function mount(
  type: ItemType,
  options: Record<string, unknown> = {},
  reply: (url: string) => unknown = () => ({}),
) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = decodeURIComponent(String(input).replace(/^.*\/api/, ''));
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify(reply(url)), { status: 200 }));
    }),
  );
  const item = createItem(type, { title: 'Question', options });
  const answer = vi.fn();
  const runner: RunnerAnswerProps['runner'] = {
    record: vi.fn(),
    storeFile: vi.fn((blob: Blob, name: string) =>
      Promise.resolve({ id: `f-${name}`, name, mime: blob.type }),
    ),
    session: { answer } as unknown as RunnerSession,
  };
  const Control = RUNNER_ANSWERS[type]!;
  const props = {
    item,
    state: state(item.id),
    label: 'Question',
    answer: undefined as LocalAnswer | undefined,
    runner,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Control {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { item, runner, answer, urls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('media questions in the runner', () => {
  it("take a photo with the camera and record it as the answer's media", async () => {
    const { item, runner } = mount('photo');
    const input = screen.getByTestId(`runner-media-answer-${item.id}`).querySelector('input[type=file]')!;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.hasAttribute('multiple')).toBe(false);
    const photo = new File(['jpeg'], 'tyre.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(input, { target: { files: [photo] } }));
    await waitFor(() =>
      expect(runner.record).toHaveBeenCalledWith(
        { kind: 'media', item_id: item.id, instance: 0, file_ids: ['f-tyre.jpg'] },
        [{ id: 'f-tyre.jpg', name: 'tyre.jpg', mime: 'image/jpeg' }],
      ),
    );
    expect(runner.storeFile).toHaveBeenCalledWith(photo, 'tyre.jpg', 'photo');
  });

  it('let the phone offer its gallery when the author allows the library but not the camera', () => {
    const { item } = mount('photo', { photo_library: true, multi_photo: true });
    const input = screen.getByTestId(`runner-media-answer-${item.id}`).querySelector('input[type=file]')!;
    expect(input.hasAttribute('capture')).toBe(false);
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('record audio from the microphone', () => {
    const { item } = mount('audio');
    const input = screen.getByTestId(`runner-media-answer-${item.id}`).querySelector('input[type=file]')!;
    expect(input.getAttribute('accept')).toBe('audio/*');
    expect(screen.getByRole('button', { name: 'media.audio' })).toBeTruthy();
  });
});

describe('record picks in the runner', () => {
  it("answer an asset question with the chosen asset's id", async () => {
    const { item, answer, urls } = mount('asset', {}, () => ({
      data: [{ id: ASSET, asset_id: 'FL-07', display_name: 'Forklift 7' }],
    }));
    fireEvent.click(screen.getByTestId(`runner-pick-${item.id}`));
    fireEvent.click(await screen.findByText('FL-07 · Forklift 7'));
    expect(answer).toHaveBeenCalledWith(item.id, ASSET, 0);
    expect(urls[0]).toMatch(/^\/assets\/search/);
  });

  it("answer a global list question with the chosen item's id, searching the list's items", async () => {
    const { item, answer, urls } = mount('global_list', { global_list_uuid: LIST }, () => ({
      list: [
        {
          id: ROW,
          list_id: LIST,
          item_id: 'P-1',
          display_name: 'Pump 1',
          fields: {},
          archived: false,
          archived_at: null,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ],
      pagination: { total: 1, limit: 50, current_page: 1, total_pages: 1 },
      saved_queries: [],
      table_name: 'list_items',
    }));
    fireEvent.click(screen.getByTestId(`runner-pick-${item.id}`));
    fireEvent.click(await screen.findByText('Pump 1'));
    expect(answer).toHaveBeenCalledWith(item.id, ROW, 0);
    expect(urls[0]).toBe(`/resources/global-lists/${LIST}/items?limit=50`);
  });

  it('search list items by display name', () => {
    expect(JSON.parse(listItemSearch(' pump ').filter!)).toEqual({
      display_name: { operator: 'string-contains', value: 'pump' },
    });
    expect(listItemSearch('')).toEqual({ limit: '50' });
  });
});
