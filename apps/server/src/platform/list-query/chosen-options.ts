/**
 * A selector's answer (spec §7 remote loading with `ids`): the search results, then every chosen id they
 * lack, loaded by id, so the labels of chosen options show however far beyond the search limit they are.
 */
export async function withChosen<T extends { id: string }>(
  found: T[],
  ids: readonly string[],
  loadByIds: (missing: string[]) => Promise<T[]>,
): Promise<T[]> {
  const have = new Set(found.map((row) => row.id));
  const missing = [...new Set(ids)].filter((id) => !have.has(id));
  return missing.length > 0 ? [...found, ...(await loadByIds(missing))] : found;
}
