import { decodeListQuery, defaultListQuery, encodeListQuery, type ListQuery } from '@fieldbook/domain';

/** URL parameter naming the active saved-query tab, kept beside the codec's own parameters. */
export const TAB_PARAM = 'tab';
const LIST_PARAMS = ['limit', 'page', 'sort', 'filter'] as const;

/** The list query a URL carries; a malformed one falls back to the defaults rather than failing the page. */
export function queryFromSearch(search: URLSearchParams): ListQuery {
  const decoded = decodeListQuery(listPart(search));
  return decoded.ok ? decoded.query : defaultListQuery();
}

/** True when the URL names any list parameter or tab, i.e. the user came with a view to restore. */
export function searchHasListState(search: URLSearchParams): boolean {
  return LIST_PARAMS.some((name) => search.has(name)) || search.has(TAB_PARAM);
}

/** Just the codec's part of a URL's parameters, as the codec writes it (for history and saved queries). */
export function listPart(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  LIST_PARAMS.forEach((name) => {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  });
  return kept.toString();
}

/**
 * The URL parameters for a query and tab, keeping the page's other parameters: the one writer,
 * so a filtered view is shareable and survives reload.
 */
export function searchWithQuery(
  search: URLSearchParams,
  query: ListQuery,
  tab: string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  LIST_PARAMS.forEach((name) => next.delete(name));
  next.delete(TAB_PARAM);
  new URLSearchParams(encodeListQuery(query)).forEach((value, name) => next.set(name, value));
  if (tab) next.set(TAB_PARAM, tab);
  return next;
}
