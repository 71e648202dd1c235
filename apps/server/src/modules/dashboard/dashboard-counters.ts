import { count } from 'drizzle-orm';
import { roles } from '../../db/schema';
import type { Tx } from '../../platform/db/client';

/** Counts one module's records in the current workspace (the transaction is tenant-scoped). */
export type ModuleCounter = (tx: Tx) => Promise<number>;

/** One counter per module shown on the dashboard; each module that arrives adds its entry here. */
export const DASHBOARD_COUNTERS: Record<string, ModuleCounter> = {
  roles: async (tx) => (await tx.select({ n: count() }).from(roles))[0]?.n ?? 0,
};
