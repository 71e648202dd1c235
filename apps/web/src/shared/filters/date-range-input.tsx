import {
  DATE_RANGE_PRESETS,
  FILTER_DATE_MIN,
  isRelativeDatePreset,
  type FilterValue,
} from '@fieldbook/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The preset a between-value stands for: a preset name, `custom` for a date pair, null when empty. */
export function presetOfValue(value: FilterValue | undefined): string | null {
  if (isRelativeDatePreset(value)) return value;
  return Array.isArray(value) ? 'custom' : null;
}

/**
 * Date range with the spec §9 presets; a preset is stored as its name (resolved by the server in
 * the user's timezone), "custom" shows two date inputs (YYYY-MM-DD, not before 1920-01-01).
 */
export function DateRangeInput({
  value,
  onChange,
  label,
}: {
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const preset = presetOfValue(value);
  const pair = Array.isArray(value) ? value.map(String) : ['', ''];
  return (
    <>
      <Select
        size="xs"
        aria-label={t('common:gen.filters.datePreset', { field: label })}
        placeholder={t('common:gen.filters.choosePreset')}
        data={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: t(`common:gen.filters.presets.${p}`) }))}
        value={preset}
        clearable
        onChange={(next) => onChange(next === null ? undefined : next === 'custom' ? ['', ''] : next)}
      />
      {preset === 'custom' && (
        <Group gap={4} grow wrap="nowrap">
          <TextInput
            size="xs"
            type="date"
            min={FILTER_DATE_MIN}
            aria-label={t('common:gen.filters.from', { field: label })}
            value={pair[0]}
            onChange={(event) => onChange([event.currentTarget.value, pair[1] ?? ''])}
          />
          <TextInput
            size="xs"
            type="date"
            min={FILTER_DATE_MIN}
            aria-label={t('common:gen.filters.to', { field: label })}
            value={pair[1]}
            onChange={(event) => onChange([pair[0] ?? '', event.currentTarget.value])}
          />
        </Group>
      )}
    </>
  );
}
