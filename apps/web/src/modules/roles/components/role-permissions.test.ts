import type { PermissionCode } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { canEditRole, moduleState, reassignError, toggleModule, togglePermission } from './role-permissions';

const catalogue: PermissionCode[] = [
  'USR_VIEW_USER_LIST',
  'USR_MANAGE_USER',
  'USR_MANAGE_ROLE',
  'LOG_VIEW_MY_ACTIVITY',
];
const usr: PermissionCode[] = ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER', 'USR_MANAGE_ROLE'];

describe('role permissions', () => {
  it.each([
    [[], 'USR_MANAGE_ROLE', ['USR_MANAGE_ROLE']],
    [
      ['LOG_VIEW_MY_ACTIVITY', 'USR_VIEW_USER_LIST'],
      'USR_MANAGE_USER',
      ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER', 'LOG_VIEW_MY_ACTIVITY'],
    ],
    [['USR_MANAGE_USER'], 'USR_MANAGE_USER', []],
  ] as [PermissionCode[], PermissionCode, PermissionCode[]][])(
    'toggles %j + %s in catalogue order',
    (chosen, code, expected) => {
      expect(togglePermission(chosen, code, catalogue)).toEqual(expected);
    },
  );

  it.each([
    [[], 'none'],
    [['USR_MANAGE_USER'], 'some'],
    [usr, 'all'],
  ] as [PermissionCode[], string][])('module state of %j is %s', (chosen, state) => {
    expect(moduleState(chosen, usr)).toBe(state);
  });

  it('a module toggle grants all unless all are held', () => {
    expect(toggleModule(['USR_MANAGE_USER'], usr, catalogue)).toEqual(usr);
    expect(toggleModule([...usr, 'LOG_VIEW_MY_ACTIVITY'], usr, catalogue)).toEqual(['LOG_VIEW_MY_ACTIVITY']);
  });

  it('system roles are read-only', () => {
    expect(canEditRole({ is_system: true })).toBe(false);
    expect(canEditRole({ is_system: false })).toBe(true);
  });

  it.each([
    [0, null, null],
    [3, null, 'common:gen.validations.required'],
    [3, 'r1', 'roles:delete.sameRole'],
    [3, 'r2', null],
  ])('reassign for %i members to %s → %s', (count, target, error) => {
    expect(reassignError({ id: 'r1', users_count: count }, target)).toBe(error);
  });
});
