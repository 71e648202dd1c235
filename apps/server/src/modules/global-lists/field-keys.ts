import { randomBytes } from 'node:crypto';

/** A stored key for a field saved with a `new_` key: short, random, never reused for another field. */
export function generateFieldKey(): string {
  return `cf_${randomBytes(6).toString('hex')}`;
}
