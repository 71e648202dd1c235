import { MultiSelect, NumberInput, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { RuleOperand, RuleStaticValue } from '@fieldbook/domain/rules';
import type { ResponseOption } from '@fieldbook/domain/templates';
import { useTranslation } from 'react-i18next';
import type { ValueKind } from './rule-capabilities';

interface Props {
  kind: ValueKind;
  operand: RuleOperand | null;
  options: readonly ResponseOption[];
  label: string;
  onChange(value: RuleStaticValue): void;
}

const staticValue = (operand: RuleOperand | null): RuleStaticValue =>
  operand?.kind === 'value' ? operand.value : null;
const pair = (value: RuleStaticValue): [string | number | null, string | number | null] =>
  Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];
/** The spec's rule timestamp format (YYYY-MM-DDTHH:mm:ss) from a datetime-local input. */
const stamp = (text: string) => (text.length === 16 ? `${text}:00` : text);

/** The value side of one condition, shaped by the operator and the item read (spec "Filter builder"). */
export function ConditionValue({ kind, operand, options, label, onChange }: Props) {
  const { t } = useTranslation('template-entities');
  const value = staticValue(operand);
  const data = options.map((o) => ({ value: o.uuid, label: o.label }));
  switch (kind) {
    case 'none':
      return null;
    case 'boolean':
      return (
        <SegmentedControl
          aria-label={label}
          value={value === false ? 'false' : 'true'}
          onChange={(v) => onChange(v === 'true')}
          data={[
            { value: 'true', label: t('rules.checked') },
            { value: 'false', label: t('rules.unchecked') },
          ]}
        />
      );
    case 'option':
      return (
        <Select
          aria-label={label}
          w={180}
          data={data}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
        />
      );
    case 'options':
      return (
        <MultiSelect
          aria-label={label}
          w={240}
          data={data}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => onChange(v)}
        />
      );
    case 'number':
      return (
        <NumberInput
          aria-label={label}
          w={140}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'range': {
      const [from, to] = pair(value);
      return (
        <>
          <NumberInput
            aria-label={t('rules.from', { label })}
            w={110}
            value={typeof from === 'number' ? from : ''}
            onChange={(v) => onChange([typeof v === 'number' ? v : '', to ?? ''])}
          />
          <NumberInput
            aria-label={t('rules.to', { label })}
            w={110}
            value={typeof to === 'number' ? to : ''}
            onChange={(v) => onChange([from ?? '', typeof v === 'number' ? v : ''])}
          />
        </>
      );
    }
    case 'date':
      return (
        <TextInput
          aria-label={label}
          type="datetime-local"
          value={typeof value === 'string' ? value.slice(0, 16) : ''}
          onChange={(e) => onChange(e.currentTarget.value ? stamp(e.currentTarget.value) : null)}
        />
      );
    case 'dateRange': {
      const [from, to] = pair(value);
      return (
        <>
          <TextInput
            aria-label={t('rules.from', { label })}
            type="datetime-local"
            value={typeof from === 'string' ? from.slice(0, 16) : ''}
            onChange={(e) => onChange([stamp(e.currentTarget.value), to ?? ''])}
          />
          <TextInput
            aria-label={t('rules.to', { label })}
            type="datetime-local"
            value={typeof to === 'string' ? to.slice(0, 16) : ''}
            onChange={(e) => onChange([from ?? '', stamp(e.currentTarget.value)])}
          />
        </>
      );
    }
    case 'text':
      return (
        <TextInput
          aria-label={label}
          w={180}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
