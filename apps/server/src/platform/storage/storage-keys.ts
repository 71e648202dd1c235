import { randomUUID } from 'node:crypto';

const SEGMENT = '[A-Za-z0-9_-]{1,64}';
const PREFIX = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,4}$`);
const KEY = new RegExp(
  `^(?:${SEGMENT}/){0,5}[0-9a-f]{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

/** Thrown for a key or prefix that storage did not generate; such input never reaches a path or a bucket. */
export class InvalidStorageKeyError extends Error {
  constructor(value: string) {
    super(`Invalid storage key or prefix: ${JSON.stringify(value)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * A new key: optional prefix, a two-character shard (keeps folders small) and a random UUID. Never derived from a
 * user's file name, so names cannot collide, leak or traverse paths.
 */
export function generateStorageKey(prefix?: string): string {
  if (prefix !== undefined && !PREFIX.test(prefix)) throw new InvalidStorageKeyError(prefix);
  const id = randomUUID();
  const name = `${id.slice(0, 2)}/${id}`;
  return prefix ? `${prefix}/${name}` : name;
}

/** Refuses anything that is not shaped like a generated key (e.g. `../x`, absolute paths, user file names). */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}
