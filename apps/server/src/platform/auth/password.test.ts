import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the right password and rejects others', async () => {
    const hash = await hashPassword('s3cret-pass', 14);
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(false);
  });

  it.each([null, '', 'plain', 'scrypt$1$2'])('rejects a malformed stored hash %s', async (stored) => {
    expect(await verifyPassword('anything1', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same-pass1', 14)).not.toBe(await hashPassword('same-pass1', 14));
  });

  it("hashes at OWASP's 2^17 and verifies it (128 MB of scrypt memory)", async () => {
    const hash = await hashPassword('strong-pass1', 17);
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('strong-pass1', hash)).toBe(true);
  });

  it('asks for a rehash only when the stored cost is below the configured one', async () => {
    const old = await hashPassword('old-pass1', 14);
    expect(needsRehash(old, 15)).toBe(true);
    expect(needsRehash(old, 14)).toBe(false);
    expect(needsRehash(null, 17)).toBe(false);
  });
});
