import {
  remoteOptionLabel,
  remoteOptionsResponseSchema,
  type RemoteOption,
} from '@fieldbook/domain/list-query/remote-options.schema';
import { Loader, MultiSelect, Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { rememberRemoteLabels } from './remote-labels';
import { mergeSelectItems, REMOTE_SELECT_DEBOUNCE_MS, remoteSelectParams } from './remote-options';

// The server already filtered by q; the select must not filter its answer again.
const keepServerOrder: OptionsFilter<string> = ({ options }) => options;

/** One load of a remote select's options by search text and/or ids, wrapping the endpoint's own load. */
export type RemoteSource = (
  online: () => Promise<RemoteOption[]>,
  q: string,
  ids: readonly string[],
) => Promise<RemoteOption[]>;

/** One load of an options endpoint (spec §7): the options matching `q`, or those named by `ids`. */
export async function loadRemoteOptions(
  url: string,
  q: string,
  ids: readonly string[] = [],
  params?: Record<string, string | number | boolean>,
  signal?: AbortSignal,
): Promise<RemoteOption[]> {
  const answer = await api.get(url, {
    query: remoteSelectParams(q, ids, params),
    schema: remoteOptionsResponseSchema,
    silent: true,
    signal,
  });
  return answer.data;
}

/** Props of {@link RemoteSelect}. */
export interface RemoteSelectProps {
  /** Endpoint answering `{ data: [...] }` for GET with q and/or ids. */
  url: string;
  /** Chosen ids (at most one unless `multiple`). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  multiple?: boolean;
  /** Extra flags sent with every load (limit, with_fields, …). */
  params?: Record<string, string | number | boolean>;
  getLabel?: (option: RemoteOption) => string;
  /** Wraps each load (the runner answers from the device when the network is away); by default the load alone. */
  source?: RemoteSource;
  /** Labels of already chosen ids, so they show without a load (id → label). */
  initialLabels?: Readonly<Record<string, string>>;
  label?: string;
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  'data-testid'?: string;
  'aria-label'?: string;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Select whose options come from an endpoint (spec §7): the search is debounced 300 ms and
 * cached per text; chosen ids the search does not return are loaded by `ids` for their labels.
 */
export function RemoteSelect({
  url,
  value,
  onChange,
  multiple = false,
  params,
  getLabel = remoteOptionLabel,
  source = (online) => online(),
  clearable = true,
  initialLabels,
  ...field
}: RemoteSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, REMOTE_SELECT_DEBOUNCE_MS);
  const labels = useRef(new Map<string, string>(Object.entries(initialLabels ?? {})));
  const load = (q: string, ids: readonly string[], signal?: AbortSignal) =>
    source(() => loadRemoteOptions(url, q, ids, params, signal), q, ids);

  const options = useQuery({
    queryKey: ['remote-select', url, params, debounced],
    queryFn: ({ signal }) => load(debounced, [], signal),
    staleTime: 60_000,
  });
  const missing = value.filter((id) => !labels.current.has(id));
  const chosen = useQuery({
    queryKey: ['remote-select', url, params, 'ids', missing],
    queryFn: () => load('', missing),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });

  const items = useMemo(() => {
    const loaded = [...(options.data ?? []), ...(chosen.data ?? [])].map(
      (option) => [String(option.id), getLabel(option)] as const,
    );
    loaded.forEach(([id, label]) => labels.current.set(id, label));
    rememberRemoteLabels(url, loaded);
    return mergeSelectItems(options.data ?? [], value, labels.current, getLabel);
  }, [options.data, chosen.data, value, getLabel, url]);

  const common = {
    ...field,
    data: items,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: keepServerOrder,
    nothingFoundMessage: options.isFetching ? undefined : t('common:gen.select.nothingFound'),
    rightSection: options.isFetching ? <Loader size="xs" /> : undefined,
    clearable,
    comboboxProps: { withinPortal: true },
    maxDropdownHeight: 250,
  };
  if (multiple) return <MultiSelect {...common} value={[...value]} onChange={onChange} />;
  return (
    <Select {...common} value={value[0] ?? null} onChange={(next) => onChange(next === null ? [] : [next])} />
  );
}
