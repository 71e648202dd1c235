import {
  fieldDefinitions,
  isGroup,
  validateNewAsset,
  withDefaults,
  type AssetRequest,
  type CustomFieldEntry,
  type ValidationMessage,
} from '@fieldbook/domain';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { customFieldMessage } from '../../../shared/custom-fields-editor';
import { RemoteSelect } from '../../../shared/remote-select/remote-select';
import { ASSET_ENDPOINTS, useAssetTypeDefinitions } from '../api/assets-api';
import { CustomFieldInput } from './custom-field-input';

/** What the form starts from: empty for a new asset, the stored asset for an edit. */
export interface AssetFormValues {
  asset_id: string;
  display_name: string;
  type_id: string | null;
  type_name?: string;
  fields: Record<string, unknown>;
}

type Errors = Record<string, string>;

/** The custom-field groups of a type with their used fields, in display order. */
export function groupedFields(entries: readonly CustomFieldEntry[]) {
  const fields = fieldDefinitions(entries).filter((field) => field.is_used);
  return entries
    .filter(isGroup)
    .map((group) => ({ group, fields: fields.filter((field) => field.parent_id === group.key) }))
    .filter((section) => section.fields.length > 0);
}

/**
 * Create and edit form of an asset: asset id, name, type and the type's custom fields rendered from its definitions,
 * checked with the same domain rules as the server; the server's 422 messages land on the same inputs.
 */
export function AssetForm({
  initial,
  isNew,
  readOnly = false,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: AssetFormValues;
  isNew: boolean;
  readOnly?: boolean;
  busy: boolean;
  onSubmit: (body: AssetRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const definitions = useAssetTypeDefinitions(values.type_id);
  const entries = definitions.data ?? [];
  const say = (message: ValidationMessage) => {
    const { key, values: params } = customFieldMessage(message);
    return t(key, params);
  };
  const set = (patch: Partial<AssetFormValues>, clear: string) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [clear]: '' }));
  };
  const chooseType = (typeId: string | null) => {
    setValues((current) => ({ ...current, type_id: typeId, fields: {} }));
    setErrors((current) => ({ ...current, type_id: '' }));
  };

  const submit = async () => {
    const filled = isNew ? withDefaults(fieldDefinitions(entries), values.fields) : values.fields;
    const local = validateNewAsset(
      fieldDefinitions(entries),
      { ...values, fields: filled },
      { applyDefaults: false },
    );
    const found: Errors = local.ok
      ? {}
      : Object.fromEntries(Object.entries(local.errors).map(([k, m]) => [k, say(m)]));
    if (!values.type_id) found.type_id = t('common:gen.validations.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.type_id) return;
    try {
      await onSubmit({
        asset_id: values.asset_id,
        display_name: values.display_name,
        type_id: values.type_id,
        fields: filled,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="asset-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('assets:fields.assetId')}
            required
            readOnly={readOnly}
            value={values.asset_id}
            error={errors.asset_id || undefined}
            onChange={(e) => set({ asset_id: e.currentTarget.value }, 'asset_id')}
            data-testid="asset-id-input"
          />
          <TextInput
            label={t('assets:fields.displayName')}
            required
            readOnly={readOnly}
            value={values.display_name}
            error={errors.display_name || undefined}
            onChange={(e) => set({ display_name: e.currentTarget.value }, 'display_name')}
            data-testid="asset-name-input"
          />
          <RemoteSelect
            url={ASSET_ENDPOINTS.typeOptions}
            label={t('assets:fields.type')}
            required
            disabled={readOnly}
            clearable={false}
            value={values.type_id ? [values.type_id] : []}
            initialLabels={
              values.type_id && values.type_name ? { [values.type_id]: values.type_name } : undefined
            }
            onChange={(ids) => chooseType(ids[0] ?? null)}
            error={errors.type_id || null}
            data-testid="asset-type-select"
          />
        </SimpleGrid>
        {groupedFields(entries).map(({ group, fields }) => (
          <Fieldset key={group.key} legend={group.name} data-testid={`asset-group-${group.key}`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map((field) => (
                <CustomFieldInput
                  key={field.key}
                  field={field}
                  readOnly={readOnly}
                  value={
                    values.fields[field.key] === undefined && isNew
                      ? field.default_value?.value
                      : values.fields[field.key]
                  }
                  error={errors[`fields.${field.key}`] || undefined}
                  onChange={(value) =>
                    set({ fields: { ...values.fields, [field.key]: value } }, `fields.${field.key}`)
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        {values.type_id && definitions.isSuccess && groupedFields(entries).length === 0 && (
          <Text size="sm" c="dimmed">
            {t('assets:form.noFields')}
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="xs">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('common:gen.actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={busy} data-testid="asset-form-submit">
              {t('common:gen.actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
