import { describe, expect, it } from 'vitest';
import { conductAccessBody } from './conduct-access-dialog';
import { templateInspectionActions } from './template-inspection-actions';

const ID = '00000000-0000-4000-8000-000000000010';
const published = { id: ID, status: 'published', archived: false } as const;

describe('templateInspectionActions', () => {
  it.each([
    ['published, conductable, manager', published, [ID], true, ['start', 'access']],
    ['published, conductable', published, [ID], false, ['start']],
    ['published, not conductable, manager', published, [], true, ['access']],
    ['draft, manager', { ...published, status: 'draft' }, [ID], true, ['access']],
    ['archived', { ...published, archived: true }, [ID], true, []],
  ] as const)('%s', (_name, row, conductable, manages, expected) => {
    expect(templateInspectionActions(row, conductable, manages)).toEqual(expected);
  });
});

describe('conductAccessBody', () => {
  it('drops the chosen people when every member may conduct', () => {
    expect(conductAccessBody({ everyone: true, user_ids: [ID], group_ids: [ID] })).toEqual({
      everyone: true,
      user_ids: [],
      group_ids: [],
    });
  });

  it('keeps them otherwise', () => {
    const access = { everyone: false, user_ids: [ID], group_ids: [] };
    expect(conductAccessBody(access)).toEqual(access);
  });
});
