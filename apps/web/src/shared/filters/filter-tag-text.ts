import {
  isRelativeDatePreset,
  operatorValueShape,
  type FilterEntry,
  type FilterScalar,
} from '@fieldbook/domain';
import type { FilterDefinition } from './filter-types';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The words of a filter tag after its label: operator and value, options and presets translated. */
export function filterTagText(
  definition: FilterDefinition,
  entry: FilterEntry,
  t: Translate,
  remoteLabel: (url: string, id: string) => string | undefined = () => undefined,
): string {
  const operator = t(`common:gen.filters.operators.${entry.operator}`);
  const prefix = entry.not ? `${t('common:gen.filters.not')} ` : '';
  const shape = operatorValueShape(entry.operator);
  if (shape === 'none') return `${prefix}${operator}`;
  if (shape === 'switch') return `${prefix}${t('common:gen.filters.on')}`;
  const word = (value: FilterScalar): string => {
    const option = definition.options?.find((o) => o.value === String(value));
    if (option) return option.labelKey ? t(option.labelKey) : (option.label ?? option.value);
    if (isRelativeDatePreset(value)) return t(`common:gen.filters.presets.${value}`);
    const remote = definition.remoteUrl ? remoteLabel(definition.remoteUrl, String(value)) : undefined;
    if (remote) return remote;
    return String(value);
  };
  const { value } = entry;
  const text =
    value === null
      ? ''
      : Array.isArray(value)
        ? value.map(word).join(shape === 'pair' ? ' – ' : ', ')
        : word(value);
  return `${prefix}${operator} ${text}`.trim();
}
