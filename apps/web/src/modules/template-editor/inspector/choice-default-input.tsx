import { responseOptionsOf, type Item, type ResponseOption } from '@fieldbook/domain/templates';
import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorSelector } from '../store/editor-context';
import { itemById } from '../store/editor-store';
import type { SetOption } from './option-input';
import { useCheckedOption } from './use-checked-option';

const NONE = '';

const sameOptions = (a: ResponseOption[], b: ResponseOption[]) =>
  a.length === b.length && a.every((o, i) => o.uuid === b[i]!.uuid && o.label === b[i]!.label);

/**
 * The default answer of a choice question, picked among its current answer options (one, or several with
 * multiple selection), or none (ADR 169).
 */
export function ChoiceDefaultInput({ item, set }: { item: Item; set: SetOption }) {
  const { t } = useTranslation('template-editor');
  const options = useEditorSelector(
    (state) => responseOptionsOf(state.doc, itemById(state.doc, item.id) ?? item),
    sameOptions,
  );
  const { error, write } = useCheckedOption(item, 'default_value', set);
  const data = options.map((o) => ({ value: o.uuid, label: o.label || t('inspector.untitledOption') }));
  const value = item.options.default_value;
  const common = {
    label: t('options.default_value'),
    error,
    description: options.length === 0 ? t('inspector.noAnswerOptions') : undefined,
    'data-testid': 'option-default_value',
  };
  if (item.options.multiple_selection === true) {
    return (
      <MultiSelect
        {...common}
        data={data}
        placeholder={t('inspector.noDefault')}
        value={(Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String)}
        onChange={(ids) => write(ids.length > 0 ? ids : undefined)}
        clearable
      />
    );
  }
  return (
    <Select
      {...common}
      data={[{ value: NONE, label: t('inspector.noDefault') }, ...data]}
      value={typeof value === 'string' ? value : NONE}
      allowDeselect={false}
      onChange={(id) => write(id === NONE || id === null ? undefined : id)}
    />
  );
}
