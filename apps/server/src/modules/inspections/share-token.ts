import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../platform/auth/secrets';

const ORG_BYTES = 16;
const SECRET_BYTES = 32;
/** A share token is base64url of the organisation id's 16 bytes and 32 random ones: 64 characters. */
const TOKEN = /^[A-Za-z0-9_-]{64}$/;

/** A new share token for the organisation and the hash that is all the database keeps of it (ADR 201). */
export function makeShareToken(orgId: string): { token: string; hash: string } {
  const org = Buffer.from(orgId.replaceAll('-', ''), 'hex');
  const token = Buffer.concat([org, randomBytes(SECRET_BYTES)]).toString('base64url');
  return { token, hash: hashSecret(token) };
}

/** The organisation a share token names, so its lookup runs in that tenant scope; null for anything malformed. */
export function orgOfShareToken(token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const hex = Buffer.from(token, 'base64url').subarray(0, ORG_BYTES).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
