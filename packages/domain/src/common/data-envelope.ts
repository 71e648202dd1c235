import { z, type ZodType } from 'zod';

/** Reads a detail answer's `{ data }` envelope and yields what is inside, so callers parse and unwrap in one step. */
export function dataEnvelope<T>(schema: ZodType<T>): ZodType<T> {
  return z.object({ data: schema }).transform((answer) => answer.data) as unknown as ZodType<T>;
}
