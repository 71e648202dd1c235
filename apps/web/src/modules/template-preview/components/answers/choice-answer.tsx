import { Chip, ColorSwatch, Group, MultiSelect, Select, Text } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GroupedOptions } from '../grouped/grouped-options';
import { AnswerLabel, asList, asText, type AnswerControlProps } from './answer-control';

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

/**
 * Choice questions: chips for short sets (yes/no, ok/not), a select for lists and dropdowns. A chip keeps the
 * theme's colour and shows the option's colour as a swatch: white text on a green, red or yellow chip falls
 * below WCAG AA contrast. Options with a grouped-options layout are always chips, laid out as it says.
 */
export function ChoiceAnswer({ item, state, options, label, layout, onAnswer }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const multiple = item.options.multiple_selection === true;
  const data = options.map((option) => ({ value: option.uuid, label: option.label }));
  const chosen = asList(state.value);
  const flag = options.some((option) => option.failed === true && chosen.includes(option.uuid)) ? (
    <FailedFlag />
  ) : null;
  const flagged = (
    <>
      {label}
      {flag}
    </>
  );
  if (options.length === 0) {
    return (
      <div>
        <AnswerLabel label={label} required={state.required} />
        <Text size="xs" c="dimmed">
          {t('noOptions')}
        </Text>
      </div>
    );
  }
  if (!layout && (item.type === 'dropdown' || options.length > 5)) {
    return multiple ? (
      <MultiSelect
        label={flagged}
        required={state.required}
        data={data}
        disabled={!state.enabled}
        value={asList(state.value)}
        onChange={(v) => onAnswer(v)}
      />
    ) : (
      <Select
        label={flagged}
        required={state.required}
        data={data}
        disabled={!state.enabled}
        value={asText(state.value) || null}
        onChange={(v) => onAnswer(v ?? undefined)}
        clearable
      />
    );
  }
  const chips = options.map((option) => (
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
  ));
  return (
    <div role="group" aria-label={label}>
      <AnswerLabel label={label} required={state.required} mb={4} flag={flag} />
      <Chip.Group
        multiple={multiple}
        value={multiple ? asList(state.value) : asText(state.value)}
        onChange={(v: string | string[]) => onAnswer(Array.isArray(v) ? v : v || undefined)}
      >
        {layout ? (
          <GroupedOptions layout={layout} gap="xs">
            {chips}
          </GroupedOptions>
        ) : (
          <Group gap="xs">{chips}</Group>
        )}
      </Chip.Group>
    </div>
  );
}
