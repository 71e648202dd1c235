import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunnerDeps } from '../use-runner';
import { mountOfflineRunner } from '../runner-test-kit';

const TEMPLATE = '00000000-0000-4000-8000-0000000000f3';
const INSPECTION = '00000000-0000-4000-8000-000000000003';
let deps: RunnerDeps;

afterEach(async () => {
  deps.sync.stop();
  await deps.db.delete();
});

const stored = templateDocumentSchema.parse({
  template_id: TEMPLATE,
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Tyres' },
    {
      id: 'ph',
      type: 'photo',
      depth: 1,
      parent_id: 'p',
      title: 'Photo of the tyres',
      options: { required: true },
    },
  ],
});

describe('a required photo question in the runner', () => {
  it('is answered by the photo taken with its button: progress and Complete agree', async () => {
    deps = await mountOfflineRunner({
      id: INSPECTION,
      templateId: TEMPLATE,
      version: 1,
      title: 'Tyre check',
      doc: stored,
    });
    expect(screen.queryByTestId('runner-add-media-ph')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(screen.getByTestId('runner-complete'));
    expect((await screen.findByTestId('item-problem-ph')).textContent).toBe(
      'common:gen.validations.required',
    );
    const input = screen.getByTestId('runner-media-answer-ph').querySelector('input[type=file]')!;
    const photo = new File(['jpeg'], 'tyres.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(input, { target: { files: [photo] } }));
    await waitFor(async () =>
      expect((await deps.db.answers.get([INSPECTION, 'ph', 0]))?.media).toHaveLength(1),
    );
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('tyres.jpg')).toBeTruthy();
    expect(screen.queryByTestId('runner-take-ph')).toBeNull();
    fireEvent.click(screen.getByTestId('runner-complete'));
    await waitFor(() => expect(screen.queryByTestId('runner-problems')).toBeNull());
    expect(screen.queryByTestId('item-problem-ph')).toBeNull();
  });
});
