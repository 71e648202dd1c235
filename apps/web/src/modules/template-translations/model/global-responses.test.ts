import type { GlobalResponse } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { usedGlobalResponses } from './global-responses';

const set = (uuid: string): GlobalResponse => ({
  id: `id-${uuid}`,
  uuid,
  title: uuid,
  options: [],
  translations: {},
  options_count: 0,
  created_at: '',
  updated_at: '',
});

describe('usedGlobalResponses', () => {
  it.each([
    ['the sets the draft uses', { global_responses: [{ uuid: 'b', options: [] }] }, ['b']],
    ['none when the draft has none', {}, []],
    ['none when the field is malformed', { global_responses: 'x' }, []],
  ])('%s', (_name, detail, expected) => {
    expect(usedGlobalResponses(detail, [set('a'), set('b')]).map((s) => s.uuid)).toEqual(expected);
  });
});
