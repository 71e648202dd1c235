import type { GlobalResponse } from '@fieldbook/domain/templates';
import { z } from 'zod';

const usedSets = z.array(z.object({ uuid: z.string() })).catch([]);

/** The workspace's global response sets that the template's document uses (matched by uuid). */
export function usedGlobalResponses(
  detail: Readonly<Record<string, unknown>>,
  all: readonly GlobalResponse[],
): GlobalResponse[] {
  const used = new Set(usedSets.parse(detail['global_responses'] ?? []).map((set) => set.uuid));
  return all.filter((set) => used.has(set.uuid));
}
