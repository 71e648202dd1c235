import type { Id } from './ids';
import { translationKey } from './ops/remap';

/** The id an entry stored without one gets: its position, so every reading of the same stored block agrees (ADR 170). */
export function positionalEntryId(index: number): string {
  return `entry-${index}`;
}

/**
 * A related-info block's entries, each with an id unique within the block. Ids already there are kept; an entry
 * stored before entries had ids (or repeating an earlier entry's id) gets a positional one, which the next save
 * stores, so translations keyed by it stay put when entries are inserted or removed later (ADR 170).
 */
export function withEntryIds<T extends { id?: string | undefined; type: string }>(
  entries: readonly T[],
): (T & { id: string })[] {
  const kept = new Set<string>();
  const keeps = entries.map((entry) => {
    if (!entry.id || kept.has(entry.id)) return false;
    kept.add(entry.id);
    return true;
  });
  const taken = new Set(kept);
  return entries.map((entry, index) => {
    if (keeps[index] && entry.id) return { ...entry, id: entry.id };
    let id = positionalEntryId(index);
    for (let n = 2; taken.has(id); n += 1) id = `${positionalEntryId(index)}-${n}`;
    taken.add(id);
    return { ...entry, id };
  });
}

/** Translation key of a related-info text: the block's uuid (its owner, which copy and delete follow) and the entry id. */
export function infoEntryKey(blockUuid: Id, entryId: Id): string {
  return translationKey(blockUuid, entryId);
}

/** The translation keys of every entry of some info blocks. */
export function infoEntryKeys(blocks: readonly { uuid: Id; items: readonly { id: Id }[] }[]): Set<string> {
  return new Set(blocks.flatMap((block) => block.items.map((entry) => infoEntryKey(block.uuid, entry.id))));
}
