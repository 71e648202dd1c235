import { Loader, Select } from '@mantine/core';
import { encodeFilter, listItemSchema } from '@fieldbook/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../../shared/api/client';
import { REMOTE_SELECT_DEBOUNCE_MS } from '../../../../shared/remote-select/remote-options';
import { globalListEndpoints } from '../../../resources/api/global-lists-api';
import { asText } from '../../../template-preview/components/answers/answer-control';
import { searchWithCache } from '../../local/record-cache';
import { runnerDb } from '../../local/runner-db';
import type { RunnerAnswerProps } from './runner-answer';

/** Items one search shows; the inspector narrows longer lists by typing. */
const PAGE = 50;
/** The part of the list items answer the select reads. */
const itemsAnswer = z.object({ list: z.array(listItemSchema.pick({ id: true, display_name: true })) });

/** The query of one search of a list's items: display names containing the text, first page. */
export function listItemSearch(text: string): Record<string, string> {
  const q = text.trim();
  const filter = q
    ? encodeFilter({ display_name: { operator: 'string-contains', value: q, not: false } })
    : '';
  return { limit: String(PAGE), ...(filter && { filter }) };
}

/** One search of a global list's items, kept on the device and answered from there when offline. */
export function searchGlobalList(listId: string, text: string, signal?: AbortSignal) {
  const url = globalListEndpoints.items(listId);
  return searchWithCache(
    runnerDb(),
    url,
    () =>
      api
        .get(url, { query: listItemSearch(text), schema: itemsAnswer, silent: true, signal })
        .then((answer) => answer.list),
    (row) => ({ id: row.id, label: row.display_name }),
    text,
  );
}

/**
 * A global list question: one item of the template's global list, searched by display name (the list items
 * call; offline, the items it showed online); the answer is the item's id.
 */
export function GlobalListAnswer({ item, state, label, runner }: RunnerAnswerProps) {
  const { t } = useTranslation();
  const listId = typeof item.options.global_list_uuid === 'string' ? item.options.global_list_uuid : '';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, REMOTE_SELECT_DEBOUNCE_MS);
  const labels = useRef(new Map<string, string>());
  const found = useQuery({
    queryKey: ['runner-global-list', listId, debounced],
    queryFn: ({ signal }) => searchGlobalList(listId, debounced, signal),
    enabled: listId !== '',
    staleTime: 60_000,
  });
  const chosen = asText(state.value);
  (found.data ?? []).forEach((row) => labels.current.set(row.id, row.display_name));
  const data = new Map((found.data ?? []).map((row) => [row.id, row.display_name]));
  if (chosen && !data.has(chosen)) data.set(chosen, labels.current.get(chosen) ?? chosen);
  return (
    <Select
      label={label}
      required={state.required}
      disabled={!state.enabled}
      data={[...data].map(([value, text]) => ({ value, label: text }))}
      value={chosen || null}
      onChange={(id) =>
        runner.session.answer(item.id, typeof id === 'string' ? id : undefined, state.instance)
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
      nothingFoundMessage={found.isFetching ? undefined : t('common:gen.select.nothingFound')}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      data-testid={`runner-pick-${item.id}`}
    />
  );
}
