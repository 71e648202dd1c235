import {
  ITEM_CATALOGUE,
  optionBoundProblems,
  PERIOD_TYPES,
  QUALITY_PRESETS,
} from '@fieldbook/domain/templates';
import type { Item } from '@fieldbook/domain/templates';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../shared/rich-text/lazy-rich-text';
import { useEditorSelector } from '../store/editor-context';
import { formulaForDisplay, formulaFromDisplay, sumFormula } from './calculation-formula';
import { ChoiceDefaultInput } from './choice-default-input';
import { DocumentIdPartsInput } from './document-id-parts-input';
import type { OptionField } from './option-fields';
import { PhotoDefaultInput } from './photo-default-input';
import { SitesInput } from './site-inputs';

/** Hands an option change to the inspector, which turns it into one domain operation. */
export type SetOption = (key: string, value: unknown, mark?: boolean) => void;

interface Props {
  item: Item;
  field: OptionField;
  set: SetOption;
  /** Opens the modal that edits a linked entity, for the links that have one. */
  onEdit?: (key: string) => void;
}

const asNumber = (value: string | number) => (typeof value === 'number' ? value : undefined);

function CalculationInput({ item, set }: Omit<Props, 'field'>) {
  const { t } = useTranslation('template-editor');
  const calc = (item.options.calculations ?? {}) as { value?: string; items?: string[] };
  const used = calc.items ?? [];
  const earlier = useEditorSelector(
    (state) => {
      const index = state.doc.items.findIndex((i) => i.id === item.id);
      return state.doc.items
        .slice(0, index)
        .filter((i) => ITEM_CATALOGUE[i.type].category === 'number')
        .map((i) => ({ value: i.id, label: i.title || t(`types.${i.type}`) }));
    },
    (a, b) => a.length === b.length && a.every((x, i) => x.value === b[i]?.value && x.label === b[i]?.label),
  );
  return (
    <Stack gap={4}>
      <TextInput
        label={t('options.calculations')}
        description={t('inspector.calculationHelp')}
        value={formulaForDisplay(calc.value ?? '', used)}
        onChange={(e) =>
          set('calculations', { ...calc, value: formulaFromDisplay(e.currentTarget.value, used) }, true)
        }
        data-testid="calculation-formula"
      />
      <MultiSelect
        label={t('inspector.calculationItems')}
        data={earlier}
        value={[...used]}
        onChange={(items) => {
          const formula = calc.value ?? '';
          const generated = formula === '' || formula === sumFormula(used);
          set('calculations', { ...calc, items, value: generated ? sumFormula(items) : formula });
        }}
        searchable
      />
    </Stack>
  );
}

function DateDefaultInput({ item, set }: Omit<Props, 'field'>) {
  const { t } = useTranslation('template-editor');
  const value = (item.options.default_value ?? { type: 'current' }) as {
    type: string;
    period_type?: string;
    period_value?: number;
  };
  return (
    <Stack gap={4}>
      <Select
        label={t('options.default_value')}
        data={['current', 'none', 'period'].map((v) => ({ value: v, label: t(`dateDefault.${v}`) }))}
        value={value.type}
        allowDeselect={false}
        onChange={(type) => set('default_value', { ...value, type })}
      />
      {value.type === 'period' && (
        <Group grow>
          <NumberInput
            label={t('inspector.periodValue')}
            value={value.period_value ?? ''}
            onChange={(n) => set('default_value', { ...value, period_value: asNumber(n) }, true)}
          />
          <Select
            label={t('inspector.periodType')}
            data={PERIOD_TYPES.map((v) => ({ value: v, label: t(`periods.${v}`) }))}
            value={value.period_type ?? null}
            onChange={(period_type) =>
              set('default_value', { ...value, period_type: period_type ?? undefined })
            }
          />
        </Group>
      )}
    </Stack>
  );
}

/** One option of the selected item, edited with the control its schema calls for. */
export function OptionInput({ item, field, set, onEdit }: Props) {
  const { t } = useTranslation('template-editor');
  const label = t(`options.${field.key}`);
  const value = item.options[field.key];
  const testId = `option-${field.key}`;
  // An impossible setting (ADR 191) is kept as typed and marked on its field.
  const bound = optionBoundProblems(item).find((problem) => problem.option === field.key);
  const error = bound ? t(`bounds.${bound.code}`, { ...bound.params }) : undefined;
  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          label={label}
          checked={value === true}
          onChange={(e) => set(field.key, e.currentTarget.checked)}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(n) => set(field.key, asNumber(n), true)}
          error={error}
          data-testid={testId}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(field.key, e.currentTarget.value, true)}
          data-testid={testId}
        />
      );
    case 'richText':
      return (
        <RichTextField
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(html) => set(field.key, html, true)}
          testId={testId}
        />
      );
    case 'enum':
      return (
        <Select
          label={label}
          data={(field.values ?? []).map((v) => ({ value: v, label: t(`enumValues.${v}`) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => set(field.key, v ?? undefined)}
          data-testid={testId}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={label}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => set(field.key, v)}
          data-testid={testId}
        />
      );
    case 'quality':
      return (
        <Select
          label={label}
          data={QUALITY_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
          value={(value as { value?: string } | undefined)?.value ?? null}
          allowDeselect={false}
          onChange={(v) =>
            set(
              field.key,
              QUALITY_PRESETS.find((p) => p.value === v),
            )
          }
          data-testid={testId}
        />
      );
    case 'dateDefault':
      return <DateDefaultInput item={item} set={set} />;
    case 'calculation':
      return <CalculationInput item={item} set={set} />;
    case 'repeatSettings': {
      if (item.options.repeatable !== true) return null;
      const settings = (value ?? {}) as { min?: number; max?: number };
      return (
        <Group grow>
          <NumberInput
            label={t('inspector.repeatMin')}
            min={0}
            value={settings.min ?? ''}
            onChange={(n) => set(field.key, { ...settings, min: asNumber(n) }, true)}
          />
          <NumberInput
            label={t('inspector.repeatMax')}
            min={1}
            value={settings.max ?? ''}
            onChange={(n) => set(field.key, { ...settings, max: asNumber(n) }, true)}
          />
        </Group>
      );
    }
    case 'link': {
      // `units` defaults to an empty list, which is nothing linked yet.
      const linked = Array.isArray(value) ? value.length > 0 : Boolean(value);
      return (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{label}</Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {linked ? t('inspector.linked') : t('inspector.notLinked')}
            </Text>
            {onEdit && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onEdit(field.key)}
                data-testid={`edit-${field.key}`}
              >
                {t('inspector.edit')}
              </Button>
            )}
          </Group>
        </Group>
      );
    }
    case 'choiceDefault':
      return <ChoiceDefaultInput item={item} set={set} />;
    case 'documentIdParts':
      return <DocumentIdPartsInput item={item} set={set} />;
    case 'sites':
      return <SitesInput item={item} set={set} />;
    case 'siteDefault':
      return <SitesInput item={item} set={set} single />;
    case 'photoDefault':
      return <PhotoDefaultInput item={item} set={set} />;
  }
}
