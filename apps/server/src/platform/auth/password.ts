import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** Cost of the dummy derivation for unknown users; the real cost only matters for stored hashes. */
const DUMMY_LOG_N = 14;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * options.N * (options.r ?? BLOCK_SIZE) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** Hashes a password with scrypt (N = 2^logN) and a random salt; the parameters travel in the string. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await derive(password, salt, { N, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether a stored hash is cheaper than the configured cost, so a sign-in that knows the password redoes it. */
export function needsRehash(stored: string | null | undefined, logN: number): boolean {
  const [scheme, n, r, p] = (stored ?? '').split('$');
  return (
    scheme === 'scrypt' && (Number(n) < 2 ** logN || Number(r) !== BLOCK_SIZE || Number(p) !== PARALLELISM)
  );
}

/** Checks a password in constant time; an absent hash still costs one derivation so timing reveals little. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, Buffer.alloc(16), { N: 2 ** DUMMY_LOG_N, r: BLOCK_SIZE, p: PARALLELISM });
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
