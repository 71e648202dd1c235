import type { InspectionAnswer } from '@fieldbook/domain/inspections';
import { describe, expect, it } from 'vitest';
import { mergeInstances, mergeRemoteAnswer } from './merge';
import type { LocalAnswer } from './runner-db';

const ITEM = '00000000-0000-4000-8000-0000000000a1';
const PERSON = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Ana' };

const remote = (over: Partial<InspectionAnswer>): InspectionAnswer => ({
  item_id: ITEM,
  instance: 0,
  value: 'server',
  note: 'server note',
  media: [],
  rating: 2,
  markers: [{ x: 0.5, y: 0.5, label: 'server' }],
  changed_at: '2026-01-01T10:00:00.000Z',
  changed_by: PERSON,
  history: [],
  seq: 5,
  ...over,
});

const local = (over: Partial<LocalAnswer>): LocalAnswer => ({
  inspection_id: 'i',
  item_id: ITEM,
  instance: 0,
  value: 'mine',
  note: 'my note',
  media: [],
  rating: 4,
  changed: {},
  ...over,
});

describe('mergeRemoteAnswer', () => {
  it('takes every part of an answer this device never changed', () => {
    const merged = mergeRemoteAnswer('i', undefined, remote({}), new Set());
    expect(merged).toMatchObject({ value: 'server', note: 'server note', rating: 2 });
  });

  it('lets the later change of each part win', () => {
    const mine = local({ changed: { value: '2026-01-01T11:00:00.000Z', note: '2026-01-01T09:00:00.000Z' } });
    const merged = mergeRemoteAnswer('i', mine, remote({}), new Set());
    expect(merged.value).toBe('mine');
    expect(merged.note).toBe('server note');
    expect(merged.rating).toBe(2);
  });

  it('never overwrites a part with an unsent change, even when the server is later', () => {
    const mine = local({ changed: { note: '2026-01-01T08:00:00.000Z' } });
    const merged = mergeRemoteAnswer('i', mine, remote({}), new Set(['note']));
    expect(merged.note).toBe('my note');
    expect(merged.value).toBe('server');
  });

  it('merges placed markers as their own part (ADR 207)', () => {
    const mine = [{ x: 0.1, y: 0.2 }];
    const later = local({ markers: mine, changed: { markers: '2026-01-01T11:00:00.000Z' } });
    expect(mergeRemoteAnswer('i', later, remote({}), new Set()).markers).toEqual(mine);
    const unsent = local({ markers: mine, changed: { markers: '2026-01-01T08:00:00.000Z' } });
    expect(mergeRemoteAnswer('i', unsent, remote({}), new Set(['markers'])).markers).toEqual(mine);
    const older = local({ markers: mine, changed: { markers: '2026-01-01T08:00:00.000Z' } });
    expect(mergeRemoteAnswer('i', older, remote({}), new Set()).markers).toEqual([
      { x: 0.5, y: 0.5, label: 'server' },
    ]);
  });
});

describe('mergeInstances', () => {
  it('takes the server counts except those with an unsent change', () => {
    expect(mergeInstances({ a: 2, b: 3 }, { a: 4, b: 1 }, new Set(['b']))).toEqual({ a: 4, b: 3 });
  });
});
