import {
  CUSTOM_FIELD_LIMITS,
  MAX_DIGITS_OPTIONS,
  decimalsOptions,
  isNumericFieldType,
  type CustomFieldDefinition,
  type FieldForm,
} from '@fieldbook/domain';
import { Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fieldFormErrors,
  fieldFormValues,
  toFieldForm,
  withMaxDigits,
  type FieldFormValues,
} from './field-properties-form';

/**
 * The edit-properties modal: name, description, required, default value, for numbers optional bounds and, for
 * decimals, the digit rules.
 */
export function FieldPropertiesModal({
  field,
  isNew,
  onApply,
  onCancel,
}: {
  field: CustomFieldDefinition;
  /** A field just taken from the palette: cancelling removes it again. */
  isNew: boolean;
  onApply: (form: FieldForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('custom-fields-editor');
  const resolver = useMemo<Resolver<FieldFormValues>>(
    () => (values) => {
      const found = fieldFormErrors(field, values);
      const errors: FieldErrors<FieldFormValues> = {};
      for (const [input, message] of Object.entries(found)) {
        errors[input as keyof FieldFormValues] = {
          type: 'validate',
          message: t(message.key, message.values),
        };
      }
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [field, t],
  );
  const form = useForm<FieldFormValues>({
    defaultValues: fieldFormValues(field),
    resolver,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const maxDigits = form.watch('max_digits');
  const typeLabel = t(`types.${field.field_type}`);
  const submit = form.handleSubmit((values) => onApply(toFieldForm(field, values)));
  const multiline = field.field_type === 'textarea';
  return (
    <Modal
      opened
      onClose={onCancel}
      title={isNew ? t('modal.newTitle', { type: typeLabel }) : t('modal.editTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:gen.actions.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="cfe-field-form">
        <Stack gap="sm">
          <TextInput
            label={t('modal.name')}
            required
            data-autofocus
            maxLength={CUSTOM_FIELD_LIMITS.nameMax}
            error={errors.name?.message}
            {...form.register('name')}
            data-testid="cfe-field-name"
          />
          <Textarea
            label={t('modal.description')}
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
            data-testid="cfe-field-description"
          />
          <Controller
            control={form.control}
            name="is_required"
            render={({ field: input }) => (
              <Switch
                label={t('modal.required')}
                checked={input.value}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                data-testid="cfe-field-required"
              />
            )}
          />
          {field.field_type === 'decimal' && (
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="max_digits"
                render={({ field: input }) => (
                  <Select
                    label={t('modal.maxDigits')}
                    required
                    data={MAX_DIGITS_OPTIONS.map(String)}
                    value={input.value}
                    onChange={(value) => {
                      const next = withMaxDigits(form.getValues(), value);
                      input.onChange(next.max_digits);
                      form.setValue('decimals', next.decimals);
                    }}
                    onBlur={input.onBlur}
                    error={errors.max_digits?.message}
                    data-testid="cfe-field-max-digits"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="decimals"
                render={({ field: input }) => (
                  <Select
                    label={t('modal.decimals')}
                    required
                    data={decimalsOptions(maxDigits === null ? null : Number(maxDigits)).map(String)}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    error={errors.decimals?.message}
                    data-testid="cfe-field-decimals"
                  />
                )}
              />
            </Group>
          )}
          {isNumericFieldType(field.field_type) && (
            <Group grow align="flex-start">
              <TextInput
                label={t('modal.min')}
                inputMode={INPUT_MODES[field.field_type]}
                error={errors.min?.message}
                {...form.register('min')}
                data-testid="cfe-field-min"
              />
              <TextInput
                label={t('modal.max')}
                inputMode={INPUT_MODES[field.field_type]}
                error={errors.max?.message}
                {...form.register('max')}
                data-testid="cfe-field-max"
              />
            </Group>
          )}
          {multiline ? (
            <Textarea
              label={t('modal.defaultValue')}
              rows={3}
              error={errors.default_value?.message}
              {...form.register('default_value')}
              data-testid="cfe-field-default"
            />
          ) : (
            <TextInput
              label={t('modal.defaultValue')}
              inputMode={INPUT_MODES[field.field_type]}
              error={errors.default_value?.message}
              {...form.register('default_value')}
              data-testid="cfe-field-default"
            />
          )}
        </Stack>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onCancel} data-testid="cfe-field-cancel">
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" data-testid="cfe-field-apply">
            {t('modal.apply')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

const INPUT_MODES: Partial<
  Record<CustomFieldDefinition['field_type'], 'numeric' | 'decimal' | 'email' | 'tel'>
> = {
  integer: 'numeric',
  number: 'decimal',
  decimal: 'decimal',
  email: 'email',
  phone: 'tel',
};
