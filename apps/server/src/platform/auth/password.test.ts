import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the right password and rejects others', async () => {
    const hash = await hashPassword('s3cret-pass');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(false);
  });

  it.each([null, '', 'plain', 'scrypt$1$2'])('rejects a malformed stored hash %s', async (stored) => {
    expect(await verifyPassword('anything1', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same-pass1')).not.toBe(await hashPassword('same-pass1'));
  });
});
