import type { FilterOperator, FilterValue } from '@fieldbook/domain';
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hidesValueInput, initialDraftEntry, operatorsFor } from './filter-state';
import type { DraftEntry, FilterDefinition } from './filter-types';
import { FilterValueInput } from './filter-value-input';

/** One field of the filter panel: its label, operator choice, `not` flag and value inputs. */
export function FilterField({
  definition,
  entry,
  error,
  onOperator,
  onValue,
  onToggleNot,
}: {
  definition: FilterDefinition;
  entry: DraftEntry | undefined;
  error?: string;
  onOperator: (operator: FilterOperator) => void;
  onValue: (value: FilterValue | undefined) => void;
  onToggleNot: () => void;
}) {
  const { t } = useTranslation();
  const current = entry ?? initialDraftEntry(definition);
  const operators = operatorsFor(definition);
  const label = t(definition.labelKey);
  return (
    <Stack gap={4} data-testid={`filter-${definition.field}`}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {label}
        </Text>
        {definition.type !== 'switch' && (
          <Checkbox
            size="xs"
            label={t('common:gen.filters.not')}
            checked={current.not}
            onChange={onToggleNot}
          />
        )}
      </Group>
      {operators.length > 1 && (
        <Select
          size="xs"
          aria-label={t('common:gen.filters.operatorOf', { field: label })}
          data={operators.map((op) => ({ value: op, label: t(`common:gen.filters.operators.${op}`) }))}
          value={current.operator}
          allowDeselect={false}
          onChange={(op) => op && onOperator(op as FilterOperator)}
        />
      )}
      {!hidesValueInput(current.operator) && (
        <FilterValueInput definition={definition} entry={current} onChange={onValue} />
      )}
      {error && (
        <Text size="xs" c="red">
          {t(`common:${error}`)}
        </Text>
      )}
    </Stack>
  );
}
