import { describe, expect, it } from 'vitest';
import { rememberRemoteLabels, remoteLabel } from './remote-labels';

describe('remote labels', () => {
  it('remembers labels per endpoint', () => {
    rememberRemoteLabels('/roles', [['1', 'Admins']]);
    rememberRemoteLabels('/groups', [['1', 'Night shift']]);
    expect(remoteLabel('/roles', '1')).toBe('Admins');
    expect(remoteLabel('/groups', '1')).toBe('Night shift');
    expect(remoteLabel('/roles', '2')).toBeUndefined();
  });
});
