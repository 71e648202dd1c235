import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../platform/auth/secrets';
import { makeShareToken, orgOfShareToken } from './share-token';

describe('share tokens', () => {
  it('carry the organisation id and 32 random bytes, and keep only their hash', () => {
    const orgId = randomUUID();
    const { token, hash } = makeShareToken(orgId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(hash).toBe(hashSecret(token));
    expect(orgOfShareToken(token)).toBe(orgId);
    expect(makeShareToken(orgId).token).not.toBe(token);
  });

  it.each(['', 'short', 'x'.repeat(65), `${'a'.repeat(63)}!`, '../'.repeat(22)])(
    'names no organisation for %j',
    (token) => expect(orgOfShareToken(token)).toBeNull(),
  );
});
