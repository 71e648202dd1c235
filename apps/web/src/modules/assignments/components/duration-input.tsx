import { Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_UNITS, splitMinutes, type DurationUnit } from './form-values';

/** A length of time entered as an amount and a unit (minutes, hours, days), kept as minutes. */
export function DurationInput({
  label,
  description,
  minutes,
  onChange,
  error,
  testId,
}: {
  label: string;
  description?: string;
  minutes: number;
  onChange: (minutes: number) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<DurationUnit>(() => splitMinutes(minutes).unit);
  const amount = minutes / DURATION_UNITS[unit];
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        description={description}
        min={0}
        allowDecimal={false}
        value={Number.isInteger(amount) ? amount : ''}
        onChange={(v) => onChange(Math.round(Number(v || 0) * DURATION_UNITS[unit]))}
        error={error}
        data-testid={testId}
        style={{ flex: 1 }}
      />
      <Select
        label={t('assignments:recurrence.unit')}
        data={(Object.keys(DURATION_UNITS) as DurationUnit[]).map((u) => ({
          value: u,
          label: t(`assignments:units.${u}`),
        }))}
        value={unit}
        allowDeselect={false}
        onChange={(next) => {
          if (!next) return;
          const u = next as DurationUnit;
          setUnit(u);
          onChange(Math.max(1, Math.round(amount)) * DURATION_UNITS[u]);
        }}
        w={130}
        data-testid={`${testId}-unit`}
      />
    </Group>
  );
}
