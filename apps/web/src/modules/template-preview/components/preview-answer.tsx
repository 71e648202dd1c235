import {
  Checkbox,
  Chip,
  ColorSwatch,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Slider,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import type { AnswerValue, ItemState } from '@fieldbook/domain/rules';
import type { Item, ResponseOption } from '@fieldbook/domain/templates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from './preview-effects';

/** Question types the preview answers with a plain text field, and the input type each uses. */
const TEXT_INPUTS: Readonly<Record<string, string>> = {
  textAnswer: 'text',
  url: 'url',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
  inspection_start_date: 'datetime-local',
  inspection_end_date: 'datetime-local',
  inspection_real_start_date: 'datetime-local',
  inspection_real_end_date: 'datetime-local',
};
const CHOICE_TYPES = new Set(['yesno', 'switch', 'oknot', 'list', 'dropdown']);
const COMPUTED_TYPES = new Set(['calculation', 'constant', 'counter', 'issues_count']);

interface AnswerProps {
  item: Item;
  state: ItemState;
  options: ResponseOption[];
  label: string;
  /** What is wrong with the given answer (a bound, a length), shown on its field. */
  error?: string;
  onAnswer(value: AnswerValue | undefined): void;
}

/** A label drawn as text (controls without a Mantine label), with the required marker when required. */
function Label({
  label,
  required,
  mb,
  flag,
}: {
  label: string;
  required: boolean;
  mb?: number;
  flag?: ReactNode;
}) {
  return (
    <Text size="sm" fw={500} mb={mb}>
      {label}
      {required && <RequiredMark />}
      {flag}
    </Text>
  );
}

/** The red flag beside a question whose chosen option marks a failed item (ADR 196). */
function FailedFlag() {
  const { t } = useTranslation('template-preview');
  return (
    <IconFlagFilled
      size={14}
      color="var(--mantine-color-red-6)"
      role="img"
      aria-label={t('failedAnswer')}
      data-testid="answer-failed"
      style={{ marginInlineStart: 6, verticalAlign: 'middle' }}
    />
  );
}

const asText = (value: AnswerValue): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asList = (value: AnswerValue): string[] =>
  Array.isArray(value) ? [...value] : typeof value === 'string' ? [value] : [];

/** Formats a computed value (calculation, constant, counter) for display. */
function computed(value: AnswerValue): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return asText(value) || '–';
}

/** The answer control of one question in the preview, chosen by its type; required ones carry the marker. */
export function PreviewAnswer({ item, state, options, label, error, onAnswer }: AnswerProps) {
  const { t } = useTranslation('template-preview');
  const disabled = !state.enabled;
  const inputType = TEXT_INPUTS[item.type];
  if (inputType) {
    return (
      <TextInput
        label={label}
        type={inputType}
        required={state.required}
        error={error}
        disabled={disabled}
        value={asText(state.value)}
        onChange={(e) => onAnswer(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      />
    );
  }
  if (item.type === 'longText') {
    return (
      <Textarea
        label={label}
        required={state.required}
        error={error}
        disabled={disabled}
        autosize
        minRows={2}
        value={asText(state.value)}
        onChange={(e) => onAnswer(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      />
    );
  }
  if (item.type === 'number') {
    return (
      <NumberInput
        label={label}
        required={state.required}
        error={error}
        disabled={disabled}
        value={typeof state.value === 'number' ? state.value : ''}
        onChange={(value) => onAnswer(typeof value === 'number' ? value : undefined)}
      />
    );
  }
  if (item.type === 'slider') {
    const min = typeof item.options.min === 'number' ? item.options.min : 0;
    const max = typeof item.options.max === 'number' ? item.options.max : 10;
    const step = typeof item.options.step === 'number' ? item.options.step : 1;
    return (
      <div>
        <Label label={label} required={state.required} />
        <Slider
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          value={typeof state.value === 'number' ? state.value : min}
          onChange={(value) => onAnswer(value)}
          thumbLabel={label}
        />
      </div>
    );
  }
  if (item.type === 'checkbox' || item.type === 'acknowledgment') {
    return (
      <Checkbox
        label={
          <>
            {label}
            {state.required && <RequiredMark />}
          </>
        }
        required={state.required}
        disabled={disabled}
        checked={state.value === true}
        onChange={(e) => onAnswer(e.currentTarget.checked)}
      />
    );
  }
  if (CHOICE_TYPES.has(item.type)) {
    return <PreviewChoice item={item} state={state} options={options} label={label} onAnswer={onAnswer} />;
  }
  if (COMPUTED_TYPES.has(item.type)) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" data-testid={`preview-value-${item.id}`}>
          {computed(state.value)}
        </Text>
      </Group>
    );
  }
  return (
    <div>
      <Label label={label} required={state.required} />
      <Text size="xs" c="dimmed">
        {t('onlyInApp')}
      </Text>
    </div>
  );
}

/**
 * Choice questions: chips for short sets (yes/no, ok/not), a select for lists and dropdowns. A chip keeps the
 * theme's colour and shows the option's colour as a swatch: white text on a green, red or yellow chip falls
 * below WCAG AA contrast.
 */
function PreviewChoice({ item, state, options, label, onAnswer }: AnswerProps) {
  const { t } = useTranslation('template-preview');
  const multiple = item.options.multiple_selection === true;
  const data = options.map((option) => ({ value: option.uuid, label: option.label }));
  const chosen = asList(state.value);
  const flag = options.some((option) => option.failed === true && chosen.includes(option.uuid)) ? (
    <FailedFlag />
  ) : null;
  if (options.length === 0) {
    return (
      <div>
        <Label label={label} required={state.required} />
        <Text size="xs" c="dimmed">
          {t('noOptions')}
        </Text>
      </div>
    );
  }
  if (item.type === 'dropdown' || options.length > 5) {
    return multiple ? (
      <MultiSelect
        label={
          <>
            {label}
            {flag}
          </>
        }
        required={state.required}
        data={data}
        disabled={!state.enabled}
        value={asList(state.value)}
        onChange={(v) => onAnswer(v)}
      />
    ) : (
      <Select
        label={
          <>
            {label}
            {flag}
          </>
        }
        required={state.required}
        data={data}
        disabled={!state.enabled}
        value={asText(state.value) || null}
        onChange={(v) => onAnswer(v ?? undefined)}
        clearable
      />
    );
  }
  return (
    <div role="group" aria-label={label}>
      <Label label={label} required={state.required} mb={4} flag={flag} />
      <Chip.Group
        multiple={multiple}
        value={multiple ? asList(state.value) : asText(state.value)}
        onChange={(v: string | string[]) => onAnswer(Array.isArray(v) ? v : v || undefined)}
      >
        <Group gap="xs">
          {options.map((option) => (
            <Chip key={option.uuid} value={option.uuid} disabled={!state.enabled}>
              <Group component="span" gap={6} wrap="nowrap" h="100%">
                {option.color && (
                  <ColorSwatch
                    component="span"
                    size={10}
                    color={`var(--mantine-color-${option.color}-6)`}
                    aria-hidden
                    data-testid="option-color"
                  />
                )}
                {option.label}
              </Group>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
