import { describe, expect, it } from 'vitest';
import { draftsFrom, ratingFormData } from './rating-draft';

const settings = {
  icons: { '1': '/api/icon/1', '2': null },
  rating: [
    { id: null, value: 2, label: 'Good', labels: { en: 'Good' }, color: null },
    { id: null, value: 1, label: 'Top', labels: { en: 'Top', de: 'Spitze' }, color: '#2f9e44' },
  ],
  order: [2, 1],
};

describe('rating drafts', () => {
  it('reads levels in display order with every language present', () => {
    const drafts = draftsFrom(settings);
    expect(drafts.map((d) => d.value)).toEqual([2, 1]);
    expect(drafts[1]).toMatchObject({
      labels: { en: 'Top', de: 'Spitze', fr: '' },
      color: '#2f9e44',
      iconUrl: '/api/icon/1',
    });
  });

  it('sends rating and order as JSON and each new icon under icons[n]', () => {
    const drafts = draftsFrom(settings);
    const file = new File(['x'], 'star.png', { type: 'image/png' });
    const form = ratingFormData([
      { ...drafts[0]!, file, labels: { en: ' Good ', de: '', fr: '' } },
      { ...drafts[1]!, removeIcon: true, color: '' },
    ]);
    expect(JSON.parse(String(form.get('order')))).toEqual([2, 1]);
    expect(JSON.parse(String(form.get('rating')))).toEqual([
      { value: 2, labels: { en: 'Good' }, color: null, remove_icon: false },
      { value: 1, labels: { en: 'Top', de: 'Spitze' }, color: null, remove_icon: true },
    ]);
    expect((form.get('icons[2]') as File).name).toBe('star.png');
    expect(form.get('icons[1]')).toBeNull();
  });
});
