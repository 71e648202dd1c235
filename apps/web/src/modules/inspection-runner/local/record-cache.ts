import { ApiRequestError } from '../../../shared/api/api-error';
import type { RunnerDb } from './runner-db';

/** Most records one offline search answers, as the online searches do. */
const OFFLINE_PAGE = 50;

/** How a record is stored for offline search: its id and the text it is found by. */
export type Describe<T> = (row: T) => { id: string; label: string };

/** Keeps records a pick showed online, so the same pick works offline. */
export async function rememberRecords<T>(
  db: RunnerDb,
  source: string,
  rows: readonly T[],
  describe: Describe<T>,
): Promise<void> {
  await db.records.bulkPut(rows.map((row) => ({ source, ...describe(row), row })));
}

/** Records of a source kept on the device: those named by `ids`, else those whose label contains `text`. */
export async function searchRecords<T>(
  db: RunnerDb,
  source: string,
  text: string,
  ids: readonly string[] = [],
): Promise<T[]> {
  if (ids.length > 0) {
    const found = await db.records.bulkGet(ids.map((id) => [source, id] as [string, string]));
    return found.flatMap((record) => (record ? [record.row as T] : []));
  }
  const needle = text.trim().toLocaleLowerCase();
  const all = await db.records.where('source').equals(source).toArray();
  return all
    .filter((record) => record.label.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.label.localeCompare(b.label))
    .slice(0, OFFLINE_PAGE)
    .map((record) => record.row as T);
}

/**
 * A pick's search that also works with no network: online, the server's answer is kept on the device and returned;
 * when the request cannot reach the server, the records kept earlier answer instead. Server refusals still throw.
 */
export async function searchWithCache<T>(
  db: RunnerDb,
  source: string,
  online: () => Promise<readonly T[]>,
  describe: Describe<T>,
  text: string,
  ids: readonly string[] = [],
): Promise<T[]> {
  try {
    const rows = await online();
    await rememberRecords(db, source, rows, describe);
    return [...rows];
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    return searchRecords<T>(db, source, text, ids);
  }
}
