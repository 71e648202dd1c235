import {
  ASSET_CONDITION_OPERATORS,
  type AssetConditionOperator,
  type DynamicAssets,
} from '@fieldbook/domain';
import { fieldDefinitions } from '@fieldbook/domain/custom-fields/definition-changes';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { ASSET_ENDPOINTS, assetOptionLabel, useAssetTypeDefinitions } from '../../assets/api/assets-api';

const NO_VALUE: readonly AssetConditionOperator[] = ['is-null', 'is-not-null'];

/** Conditions on the fields of one asset type (dynamic assets, re-evaluated at each occurrence). */
function DynamicConditions({
  value,
  onChange,
  labels,
  errorOf,
}: {
  value: DynamicAssets;
  onChange: (next: DynamicAssets | null) => void;
  labels: Readonly<Record<string, string>>;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const definitions = useAssetTypeDefinitions(value.asset_type_id || null);
  const fields = fieldDefinitions(definitions.data ?? [])
    .filter((f) => f.is_used)
    .map((f) => ({ value: f.key, label: f.name }));
  const conditions = value.conditions;
  const setCondition = (index: number, patch: Partial<DynamicAssets['conditions'][number]>) =>
    onChange({ ...value, conditions: conditions.map((c, k) => (k === index ? { ...c, ...patch } : c)) });
  return (
    <Stack gap="xs" data-testid="dynamic-assets">
      <RemoteSelect
        url={ASSET_ENDPOINTS.typeOptions}
        label={t('assignments:assets.type')}
        required
        clearable={false}
        value={value.asset_type_id ? [value.asset_type_id] : []}
        initialLabels={labels}
        onChange={(ids) => onChange({ asset_type_id: ids[0] ?? '', conditions: [] })}
        error={errorOf('dynamic_assets.asset_type_id')}
        data-testid="dynamic-asset-type"
      />
      {conditions.map((c, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid={`condition-${index}`}>
          <Select
            label={t('assignments:assets.field')}
            data={fields}
            value={c.field || null}
            onChange={(f) => setCondition(index, { field: f ?? '' })}
            style={{ flex: 1 }}
          />
          <Select
            label={t('assignments:assets.operator')}
            data={ASSET_CONDITION_OPERATORS.map((o) => ({
              value: o,
              label: t(`assignments:operators.${o}`),
            }))}
            value={c.operator}
            allowDeselect={false}
            onChange={(o) => o && setCondition(index, { operator: o as AssetConditionOperator })}
            style={{ flex: 1 }}
          />
          <TextInput
            label={t('assignments:assets.value')}
            disabled={NO_VALUE.includes(c.operator)}
            value={c.value == null ? '' : String(c.value)}
            onChange={(e) => setCondition(index, { value: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('assignments:assets.removeCondition')}
            onClick={() => onChange({ ...value, conditions: conditions.filter((_, k) => k !== index) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={!value.asset_type_id}
          onClick={() =>
            onChange({ ...value, conditions: [...conditions, { field: '', operator: 'equals', value: '' }] })
          }
          data-testid="add-condition"
        >
          {t('assignments:assets.addCondition')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Assets of an assignment: chosen ones, and/or a dynamic set by asset type and field conditions (spec §3). */
export function AssetsSection({
  assets,
  dynamic,
  onAssets,
  onDynamic,
  labels,
  errorOf,
}: {
  assets: readonly string[];
  dynamic: DynamicAssets | null;
  onAssets: (ids: string[]) => void;
  onDynamic: (next: DynamicAssets | null) => void;
  labels: Readonly<Record<string, string>>;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('assignments:assets.legend')}>
      <Stack gap="sm">
        <RemoteSelect
          url={ASSET_ENDPOINTS.search}
          getLabel={assetOptionLabel}
          multiple
          label={t('assignments:assets.chosen')}
          value={assets}
          initialLabels={labels}
          onChange={onAssets}
          error={errorOf('assets')}
          data-testid="assignment-assets"
        />
        <Switch
          label={t('assignments:assets.dynamic')}
          description={t('assignments:assets.dynamicHint')}
          checked={dynamic !== null}
          onChange={(e) => onDynamic(e.currentTarget.checked ? { asset_type_id: '', conditions: [] } : null)}
          data-testid="dynamic-assets-switch"
        />
        {dynamic && (
          <DynamicConditions value={dynamic} onChange={onDynamic} labels={labels} errorOf={errorOf} />
        )}
      </Stack>
    </Fieldset>
  );
}
