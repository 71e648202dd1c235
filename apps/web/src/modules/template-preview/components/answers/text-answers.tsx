import { Checkbox, NumberInput, Slider, Text, TextInput, Textarea } from '@mantine/core';
import { RequiredMark } from '../preview-effects';
import { AnswerLabel, asText, typed, unitOf, type AnswerControlProps } from './answer-control';
import { dateInputType } from './date-input';

/** Question types answered with a plain text field, and the input type each uses. */
export const TEXT_INPUT_TYPES: Readonly<Record<string, string>> = {
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

/** A one-line text, web address, date or time (the date field asking for just its shape's parts). */
export function TextAnswer({ item, state, label, error, onAnswer }: AnswerControlProps) {
  const type = dateInputType(item) ?? TEXT_INPUT_TYPES[item.type] ?? 'text';
  return (
    <TextInput
      label={label}
      type={type}
      inputMode={type === 'number' ? 'numeric' : undefined}
      required={state.required}
      error={error}
      disabled={!state.enabled}
      value={asText(state.value)}
      onChange={(e) => onAnswer(typed(e.currentTarget.value))}
    />
  );
}

/** A text of several lines. */
export function LongTextAnswer({ state, label, error, onAnswer }: AnswerControlProps) {
  return (
    <Textarea
      label={label}
      required={state.required}
      error={error}
      disabled={!state.enabled}
      autosize
      minRows={2}
      value={asText(state.value)}
      onChange={(e) => onAnswer(typed(e.currentTarget.value))}
    />
  );
}

/** A unit symbol at the end of a number field. */
function UnitText({ unit }: { unit: string }) {
  return (
    <Text size="sm" c="dimmed" pe={4}>
      {unit}
    </Text>
  );
}

/** A number, with its unit beside the field. */
export function NumberAnswer({ item, state, label, error, onAnswer }: AnswerControlProps) {
  const unit = unitOf(item);
  return (
    <NumberInput
      label={label}
      rightSection={unit && <UnitText unit={unit} />}
      rightSectionWidth={unit ? Math.max(36, unit.length * 9 + 16) : undefined}
      required={state.required}
      error={error}
      disabled={!state.enabled}
      value={typeof state.value === 'number' ? state.value : ''}
      onChange={(value) => onAnswer(typeof value === 'number' ? value : undefined)}
    />
  );
}

/** A number picked on a slider between the item's bounds. */
export function SliderAnswer({ item, state, label, onAnswer }: AnswerControlProps) {
  const min = typeof item.options.min === 'number' ? item.options.min : 0;
  const max = typeof item.options.max === 'number' ? item.options.max : 10;
  const step = typeof item.options.step === 'number' ? item.options.step : 1;
  const unit = unitOf(item);
  return (
    <div>
      <AnswerLabel label={label} required={state.required} />
      <Slider
        min={min}
        max={max}
        step={step}
        disabled={!state.enabled}
        value={typeof state.value === 'number' ? state.value : min}
        onChange={(value) => onAnswer(value)}
        thumbLabel={label}
        label={(value) => (unit ? `${value} ${unit}` : value)}
      />
    </div>
  );
}

/** A checkbox or an acknowledgment: ticked or not. */
export function CheckAnswer({ state, label, onAnswer }: AnswerControlProps) {
  return (
    <Checkbox
      label={
        <>
          {label}
          {state.required && <RequiredMark />}
        </>
      }
      required={state.required}
      disabled={!state.enabled}
      checked={state.value === true}
      onChange={(e) => onAnswer(e.currentTarget.checked)}
    />
  );
}
