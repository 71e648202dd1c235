import { operatorValueShape, type FilterScalar, type FilterValue } from '@fieldbook/domain';
import { Group, MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../remote-select/remote-select';
import { DateRangeInput } from './date-range-input';
import type { DraftEntry, FilterDefinition } from './filter-types';

const asStrings = (value: FilterValue | undefined): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === undefined || value === null || value === ''
      ? []
      : [String(value)];
const asNumber = (value: FilterScalar | undefined): number | string =>
  typeof value === 'number' ? value : value === undefined || value === '' ? '' : Number(value);

/** The value inputs of one filter, chosen by its input type and the operator's value shape. */
export function FilterValueInput({
  definition,
  entry,
  onChange,
}: {
  definition: FilterDefinition;
  entry: DraftEntry;
  onChange: (value: FilterValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const label = t(definition.labelKey);
  const shape = operatorValueShape(entry.operator);
  const options = (definition.options ?? []).map((o) => ({
    value: o.value,
    label: o.labelKey ? t(o.labelKey) : (o.label ?? o.value),
  }));
  const many = definition.type === 'multi-select';

  if (shape === 'switch')
    return (
      <Switch
        size="sm"
        aria-label={label}
        checked={entry.value === true}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    );
  if (definition.type === 'date' && shape === 'pair')
    return <DateRangeInput label={label} value={entry.value} onChange={onChange} />;
  if (shape === 'pair') {
    const [from, to] = Array.isArray(entry.value) ? entry.value : [undefined, undefined];
    const number = definition.type === 'number';
    const side = (current: FilterScalar | undefined, place: 0 | 1, key: string) =>
      number ? (
        <NumberInput
          size="xs"
          aria-label={t(key, { field: label })}
          value={asNumber(current)}
          onChange={(v) => onChange(place === 0 ? [v, to ?? ''] : [from ?? '', v])}
        />
      ) : (
        <TextInput
          size="xs"
          aria-label={t(key, { field: label })}
          value={String(current ?? '')}
          onChange={(e) =>
            onChange(place === 0 ? [e.currentTarget.value, to ?? ''] : [from ?? '', e.currentTarget.value])
          }
        />
      );
    return (
      <Group gap={4} grow wrap="nowrap">
        {side(from, 0, 'common:gen.filters.from')}
        {side(to, 1, 'common:gen.filters.to')}
      </Group>
    );
  }
  if (definition.remoteUrl)
    return (
      <RemoteSelect
        url={definition.remoteUrl}
        getLabel={definition.optionLabel}
        size="xs"
        multiple={many}
        aria-label={label}
        value={asStrings(entry.value)}
        onChange={(ids) => onChange(many ? ids : (ids[0] ?? undefined))}
      />
    );
  if (many)
    return (
      <MultiSelect
        size="xs"
        aria-label={label}
        data={options}
        value={asStrings(entry.value)}
        onChange={onChange}
        searchable
        clearable
      />
    );
  if (definition.type === 'select')
    return (
      <Select
        size="xs"
        aria-label={label}
        data={options}
        value={asStrings(entry.value)[0] ?? null}
        onChange={(v) => onChange(v ?? undefined)}
        clearable
      />
    );
  if (definition.type === 'number')
    return (
      <NumberInput
        size="xs"
        aria-label={label}
        value={asNumber(entry.value as FilterScalar | undefined)}
        onChange={onChange}
      />
    );
  return (
    <TextInput
      size="xs"
      type={definition.type === 'date' ? 'date' : 'text'}
      aria-label={label}
      value={asStrings(entry.value)[0] ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
