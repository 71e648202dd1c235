import {
  RECURRENCE_FREQUENCIES,
  WEEKDAY_CODES,
  type RecurrenceEnd,
  type RecurrenceFrequency,
  type RecurrenceInput,
  type WeekdayCode,
} from '@fieldbook/domain';
import { timezoneList } from '@fieldbook/domain/common/timezones';
import {
  Chip,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DurationInput } from './duration-input';
import { RecurrencePreview } from './recurrence-preview';

type Patch = Partial<RecurrenceInput>;

// 2024-01-01 was a Monday: day names of the reader's language, Monday first like WEEKDAY_CODES.
const dayName = (language: string, index: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
const monthName = (language: string, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );

const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const asStrings = (values: readonly number[] | undefined) => (values ?? []).map(String);

/**
 * The recurrence editor (spec §3 Recurrence): frequency, repeat every, weekdays, hours / days / months, first start
 * as wall clock, time zone, end, due window and validity; under it the rule in words and the next ten occurrences.
 */
export function RecurrenceEditor({
  value,
  onChange,
  errorOf,
}: {
  value: RecurrenceInput;
  onChange: (next: RecurrenceInput) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const set = (patch: Patch) => onChange({ ...value, ...patch });
  const zones = useMemo(() => {
    const list = timezoneList().map((z) => ({ value: z.tzCode, label: z.label }));
    return list.some((z) => z.value === value.time_zone)
      ? list
      : [{ value: value.time_zone, label: value.time_zone }, ...list];
  }, [value.time_zone]);
  const frequency = value.frequency;
  const end: RecurrenceEnd = (value.end as RecurrenceEnd | undefined) ?? { kind: 'forever' };
  const setEnd = (kind: RecurrenceEnd['kind']) =>
    set({
      end:
        kind === 'count'
          ? { kind, count: 10 }
          : kind === 'until'
            ? { kind, until: value.start.slice(0, 10) }
            : { kind },
    });

  return (
    <Fieldset legend={t('assignments:recurrence.legend')} data-testid="recurrence-editor">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('assignments:recurrence.frequency')}
            data={RECURRENCE_FREQUENCIES.map((f) => ({ value: f, label: t(`assignments:frequency.${f}`) }))}
            value={frequency}
            allowDeselect={false}
            onChange={(f) => f && set({ frequency: f as RecurrenceFrequency })}
            error={errorOf('frequency')}
            data-testid="recurrence-frequency"
          />
          <NumberInput
            label={t('assignments:recurrence.interval')}
            suffix={` ${t(`assignments:every.${frequency}`, { count: value.interval ?? 1 })}`}
            min={1}
            allowDecimal={false}
            value={value.interval ?? 1}
            onChange={(v) => set({ interval: Number(v) || 1 })}
            error={errorOf('interval')}
            data-testid="recurrence-interval"
          />
          <TextInput
            type="datetime-local"
            label={t('assignments:recurrence.start')}
            description={t('assignments:recurrence.startHint')}
            value={value.start}
            onChange={(e) => set({ start: e.currentTarget.value })}
            error={errorOf('start')}
            data-testid="recurrence-start"
          />
        </SimpleGrid>
        {(frequency === 'daily' || frequency === 'weekly') && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recurrence-weekdays-label">
              {t('assignments:recurrence.weekdays')}
            </Text>
            <Chip.Group
              multiple
              value={value.weekdays ?? []}
              onChange={(days) => set({ weekdays: days as WeekdayCode[] })}
            >
              <Group gap={6} role="group" aria-labelledby="recurrence-weekdays-label">
                {WEEKDAY_CODES.map((code, k) => (
                  <Chip key={code} value={code} size="sm" data-testid={`weekday-${code}`}>
                    {dayName(lang, k)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {frequency !== 'monthly' && frequency !== 'yearly' && (
            <MultiSelect
              label={t('assignments:recurrence.hours')}
              placeholder={t('assignments:recurrence.hoursPlaceholder')}
              data={numbers(0, 23).map((h) => ({
                value: String(h),
                label: `${String(h).padStart(2, '0')}:00`,
              }))}
              value={asStrings(value.by_hour)}
              onChange={(hs) => set({ by_hour: hs.map(Number) })}
              error={errorOf('by_hour')}
              data-testid="recurrence-hours"
            />
          )}
          {(frequency === 'monthly' || frequency === 'yearly') && (
            <MultiSelect
              label={t('assignments:recurrence.monthDays')}
              placeholder={t('assignments:recurrence.monthDaysPlaceholder')}
              data={[
                ...numbers(1, 31).map((d) => ({ value: String(d), label: String(d) })),
                { value: '-1', label: t('assignments:recurrence.lastDay') },
              ]}
              value={asStrings(value.by_month_day)}
              onChange={(ds) => set({ by_month_day: ds.map(Number) })}
              error={errorOf('by_month_day')}
              data-testid="recurrence-month-days"
            />
          )}
          {frequency === 'yearly' && (
            <MultiSelect
              label={t('assignments:recurrence.months')}
              placeholder={t('assignments:recurrence.monthsPlaceholder')}
              data={numbers(1, 12).map((m) => ({ value: String(m), label: monthName(lang, m) }))}
              value={asStrings(value.by_month)}
              onChange={(ms) => set({ by_month: ms.map(Number) })}
              error={errorOf('by_month')}
              data-testid="recurrence-months"
            />
          )}
          <Select
            label={t('assignments:recurrence.timeZone')}
            data={zones}
            value={value.time_zone}
            searchable
            allowDeselect={false}
            maxDropdownHeight={280}
            nothingFoundMessage={t('assignments:recurrence.noZone')}
            onChange={(z) => z && set({ time_zone: z })}
            error={errorOf('time_zone')}
            data-testid="recurrence-zone"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="recurrence-end-label">
            {t('assignments:recurrence.end')}
          </Text>
          <Group gap="sm" align="flex-start">
            <SegmentedControl
              aria-labelledby="recurrence-end-label"
              value={end.kind}
              onChange={(k) => setEnd(k as RecurrenceEnd['kind'])}
              data={(['forever', 'count', 'until'] as const).map((k) => ({
                value: k,
                label: t(`assignments:end.${k}`),
              }))}
              data-testid="recurrence-end"
            />
            {end.kind === 'count' && (
              <NumberInput
                aria-label={t('assignments:end.countLabel')}
                min={1}
                allowDecimal={false}
                value={end.count}
                onChange={(v) => set({ end: { kind: 'count', count: Number(v) || 1 } })}
                error={errorOf('end.count')}
                w={120}
                data-testid="recurrence-count"
              />
            )}
            {end.kind === 'until' && (
              <TextInput
                type="date"
                aria-label={t('assignments:end.untilLabel')}
                value={end.until}
                onChange={(e) => set({ end: { kind: 'until', until: e.currentTarget.value } })}
                error={errorOf('end.until')}
                data-testid="recurrence-until"
              />
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DurationInput
            label={t('assignments:recurrence.duration')}
            description={t('assignments:recurrence.durationHint')}
            minutes={value.duration_minutes}
            onChange={(m) => set({ duration_minutes: m })}
            error={errorOf('duration_minutes')}
            testId="recurrence-duration"
          />
          <Stack gap={6}>
            <Switch
              label={t('assignments:recurrence.validityUntilNext')}
              checked={value.validity_minutes == null}
              onChange={(e) => set({ validity_minutes: e.currentTarget.checked ? null : 60 })}
              data-testid="recurrence-validity-next"
            />
            {value.validity_minutes != null && (
              <DurationInput
                label={t('assignments:recurrence.validity')}
                description={t('assignments:recurrence.validityHint')}
                minutes={value.validity_minutes}
                onChange={(m) => set({ validity_minutes: m })}
                error={errorOf('validity_minutes')}
                testId="recurrence-validity"
              />
            )}
          </Stack>
        </SimpleGrid>
        <RecurrencePreview draft={value} />
      </Stack>
    </Fieldset>
  );
}
