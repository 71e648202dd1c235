import { type ListQuery } from '@fieldbook/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isString, readTableMemory, writeTableMemory } from './table-storage';
import { listPart, queryFromSearch, searchHasListState, searchWithQuery, TAB_PARAM } from './url-query';

/** The list query and tab of a table, read from and written to the URL. */
export interface TableUrlQuery {
  query: ListQuery;
  /** The codec string of the query, a stable cache key and comparison value. */
  encoded: string;
  tab: string | null;
  setQuery: (query: ListQuery, tab?: string | null) => void;
  /** Puts a saved query's string and key in the URL (selecting a tab). */
  setQueryString: (queryString: string, tab: string) => void;
}

/**
 * Keeps the table's query in the URL (shareable, survives reload) and its last state in session
 * storage, restored when the page opens without one (spec §9 "history").
 */
export function useTableUrlQuery(tableId: string): TableUrlQuery {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const encoded = listPart(search);
  const tab = search.get(TAB_PARAM);

  const [restore] = useState(() =>
    searchHasListState(search) ? null : readTableMemory(tableId, 'history', isString),
  );
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !restore) return;
    restored.current = true;
    setSearch(new URLSearchParams(restore), { replace: true });
  }, [restore, setSearch]);

  useEffect(() => {
    const kept = searchWithQuery(new URLSearchParams(), query, tab).toString();
    writeTableMemory(tableId, 'history', kept);
  }, [tableId, query, tab]);

  const setQuery = useCallback(
    (next: ListQuery, nextTab: string | null = tab) =>
      setSearch((current) => searchWithQuery(current, next, nextTab)),
    [setSearch, tab],
  );
  const setQueryString = useCallback(
    (queryString: string, nextTab: string) =>
      setSearch((current) =>
        searchWithQuery(current, queryFromSearch(new URLSearchParams(queryString)), nextTab),
      ),
    [setSearch],
  );
  return { query, encoded, tab, setQuery, setQueryString };
}
