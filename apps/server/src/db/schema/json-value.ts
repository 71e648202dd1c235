import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column whose value may be a bare string. Both drivers (PGlite, node-postgres) hand jsonb over parsed;
 * drizzle's `jsonb` then parses a string once more, so a text answer "2026" or "true" came back as a number or a
 * boolean. This one keeps what the driver read.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
