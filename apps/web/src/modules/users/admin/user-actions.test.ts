import { describe, expect, it } from 'vitest';
import { deactivatableIds, userActionsFor, type UserAction, type UserStatus } from './user-actions';

describe('userActionsFor', () => {
  const cases: [UserStatus, UserAction[], UserAction[]][] = [
    ['invited', ['resendInvite', 'cancelInvitation'], ['activate', 'deactivate', 'changeStatus']],
    ['active', ['deactivate', 'changeStatus'], ['activate', 'resendInvite']],
    ['deactivated', ['activate', 'changeStatus'], ['deactivate', 'cancelInvitation']],
    ['disabled', ['activate'], ['deactivate']],
    ['inactive', ['activate'], ['deactivate']],
  ];
  it.each(cases)('%s offers %j and not %j', (status, offered, refused) => {
    const actions = userActionsFor(status);
    offered.forEach((action) => expect(actions).toContain(action));
    refused.forEach((action) => expect(actions).not.toContain(action));
  });
});

describe('deactivatableIds', () => {
  it('keeps only active members', () => {
    expect(
      deactivatableIds([
        { id: 'a', status: 'active' },
        { id: 'b', status: 'invited' },
        { id: 'c', status: 'active' },
        { id: 'd', status: 'deactivated' },
      ]),
    ).toEqual(['a', 'c']);
  });
});
