import { Text } from '@mantine/core';
import type { AnswerValue, ItemState } from '@fieldbook/domain/rules';
import type { GroupedItem, Item, ResponseOption } from '@fieldbook/domain/templates';
import type { ComponentType, ReactNode } from 'react';
import { RequiredMark } from '../preview-effects';

/** What every answer control of the preview gets; the registry picks the control by the item's type. */
export interface AnswerControlProps {
  item: Item;
  state: ItemState;
  options: ResponseOption[];
  label: string;
  /** What is wrong with the given answer (a bound, a length), shown on its field. */
  error?: string;
  /** The grouped-options layout of the question's options (`grouped_item_id`), if it has one. */
  layout?: GroupedItem;
  onAnswer(value: AnswerValue | undefined): void;
}

/** One family of answer controls (text fields, choices, location …). */
export type AnswerControl = ComponentType<AnswerControlProps>;

/** A label drawn as text (controls without a Mantine label), with the required marker when required. */
export function AnswerLabel({
  label,
  required,
  mb,
  flag,
}: {
  label: string;
  required: boolean;
  mb?: number;
  /** Drawn after the label, e.g. the failed-answer flag. */
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

/** An answer as the text a field shows ('' for none or a list). */
export const asText = (value: AnswerValue): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** An answer as the ids a multiple choice shows. */
export const asList = (value: AnswerValue): string[] =>
  Array.isArray(value) ? [...value] : typeof value === 'string' ? [value] : [];

/** A typed text as an answer: an emptied field clears it. */
export const typed = (text: string): string | undefined => (text === '' ? undefined : text);

/** The unit a numeric question shows its value in: the first the author chose (spec §3 `units`), if any. */
export const unitOf = (item: Pick<Item, 'options'>): string | undefined => {
  const units = item.options.units;
  return Array.isArray(units) && typeof units[0] === 'string' && units[0] !== '' ? units[0] : undefined;
};
