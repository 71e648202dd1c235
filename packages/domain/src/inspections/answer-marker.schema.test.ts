import { describe, expect, it } from 'vitest';
import { ANSWER_MARKERS_MAX, answerMarkersSchema } from './answer-marker.schema';
import { inspectionChangeSchema } from './change.schema';

const change = (markers: unknown) => ({
  change_id: '00000000-0000-4000-8000-000000000001',
  changed_at: '2026-11-27T10:00:00.000Z',
  kind: 'markers',
  item_id: '00000000-0000-4000-8000-000000000002',
  markers,
});

describe('answer markers', () => {
  it.each([
    ['inside the image, with a label', [{ x: 0, y: 1, label: ' Dent ' }], true],
    ['without a label', [{ x: 0.5, y: 0.5 }], true],
    ['none (all removed)', [], true],
    ['x beyond the right edge', [{ x: 1.01, y: 0.5 }], false],
    ['y above the top', [{ x: 0.5, y: -0.1 }], false],
    ['a label too long', [{ x: 0.5, y: 0.5, label: 'x'.repeat(81) }], false],
    ['too many', Array.from({ length: ANSWER_MARKERS_MAX + 1 }, () => ({ x: 0.5, y: 0.5 })), false],
  ])('%s → %s', (_, markers, ok) => {
    expect(answerMarkersSchema.safeParse(markers).success).toBe(ok);
    expect(inspectionChangeSchema.safeParse(change(markers)).success).toBe(ok);
  });

  it('trims labels', () => {
    expect(answerMarkersSchema.parse([{ x: 0, y: 0, label: ' Dent ' }])).toEqual([
      { x: 0, y: 0, label: 'Dent' },
    ]);
  });
});
