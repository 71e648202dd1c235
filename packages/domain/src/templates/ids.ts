import { z } from 'zod';

/**
 * Ids of items and attached entities. New ids are random UUID v4, but documents imported from the
 * legacy product carry other opaque strings, so the schema only requires a non-empty string.
 */
export const idSchema = z.string().min(1);
export type Id = z.infer<typeof idSchema>;

/** Source of fresh ids; ops take one so tests can be deterministic. */
export type IdFactory = () => string;

interface CryptoLike {
  randomUUID(): string;
}

/** The default id factory (spec §9: random version-4 identifiers); Node 20 and browsers both provide it. */
export const randomId: IdFactory = () =>
  (globalThis as unknown as { crypto: CryptoLike }).crypto.randomUUID();

/** A deterministic factory yielding UUID-shaped ids in sequence, for tests and reproducible seeds. */
export function sequentialIds(prefix = 0): IdFactory {
  let n = 0;
  return () => {
    n += 1;
    const hex = (prefix * 1_000_000 + n).toString(16).padStart(12, '0');
    return `00000000-0000-4000-8000-${hex}`;
  };
}
