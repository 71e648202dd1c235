import { Group, Text } from '@mantine/core';
import type { AnswerValue } from '@fieldbook/domain/rules';
import { asText, unitOf, type AnswerControlProps } from './answer-control';

/** Formats a computed value (calculation, constant, counter) for display. */
function computed(value: AnswerValue): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return asText(value) || '–';
}

/** A value the rules compute (calculation, constant, counter), shown beside its label with its unit. */
export function ComputedAnswer({ item, state, label }: AnswerControlProps) {
  const unit = unitOf(item);
  const shown = computed(state.value);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" data-testid={`preview-value-${item.id}`}>
        {unit && shown !== '–' ? `${shown} ${unit}` : shown}
      </Text>
    </Group>
  );
}
