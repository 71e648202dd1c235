import { cleanup, fireEvent, screen } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { mountEntityModal } from '../test-harness';
import { ScoringModal, scoringSettingsOf } from './scoring-modal';

afterEach(cleanup);

const doc = templateDocumentSchema.parse({
  template_id: 't',
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 'q', type: 'number', depth: 1, parent_id: 'p', options: { enable_score: true, weight: 2 } },
  ],
});

const setNumber = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('scoring and rating', { timeout: 30_000 }, () => {
  it('reads the flat options the scoring engine reads', () => {
    expect(
      scoringSettingsOf({ enable_score: true, max_point: 4, weight: 'x', rating_mode: 'default' }),
    ).toEqual({
      enable_score: true,
      enable_rating: false,
      default_score: undefined,
      min_point: undefined,
      max_point: 4,
      weight: undefined,
      rating_mode: 'default',
      default_rating: undefined,
    });
  });

  it('refuses min above max without applying anything, then saves the fixed settings in one edit', () => {
    const { apply, onClose, result } = mountEntityModal(ScoringModal, doc, 'q');
    expect((screen.getByLabelText('scoring.weight') as HTMLInputElement).value).toBe('2');
    setNumber('scoring.minPoint', '6');
    setNumber('scoring.maxPoint', '5');
    fireEvent.click(screen.getByTestId('scoring-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText('scoring.problems.min_above_max')).toBeTruthy();
    setNumber('scoring.minPoint', '0');
    setNumber('scoring.defaultScore', '3');
    fireEvent.click(screen.getByTestId('scoring-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    expect(result().items[1]?.options).toMatchObject({
      enable_score: true,
      default_score: 3,
      min_point: 0,
      max_point: 5,
      weight: 2,
    });
  });

  it('needs a default rating on the 1–5 scale when rating starts from a default', () => {
    const { apply, result } = mountEntityModal(ScoringModal, doc, 'q');
    fireEvent.click(screen.getByRole('switch', { name: 'scoring.enableRating' }));
    fireEvent.click(screen.getByLabelText('scoring.modes.default'));
    fireEvent.click(screen.getByTestId('scoring-save'));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByText('scoring.problems.rating_missing')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'scoring.scale.1' }));
    fireEvent.click(screen.getByTestId('scoring-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(result().items[1]?.options).toMatchObject({
      enable_rating: true,
      rating_mode: 'default',
      default_rating: 1,
    });
  });
});
