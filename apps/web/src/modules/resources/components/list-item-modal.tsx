import {
  isNumericFieldType,
  listItemRequestSchema,
  type CustomFieldDefinition,
  type CustomFieldEntry,
  type ListItem,
} from '@fieldbook/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/form-modal';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';

/** The used fields of a list, in display order: the inputs an item form shows. */
export function usedFields(entries: readonly CustomFieldEntry[]): CustomFieldDefinition[] {
  return entries.filter((e): e is CustomFieldDefinition => e.parent_id !== null && e.is_used);
}

function initialValue(field: CustomFieldDefinition, item: ListItem | null): string {
  const stored = item ? item.fields[field.key] : field.default_value?.value;
  return stored === null || stored === undefined ? '' : String(stored);
}

/** Create or edit one list item: item id, display name and one input per used field of the list. */
export function ListItemModal({
  fields,
  item,
  busy,
  onSubmit,
  onClose,
}: {
  fields: readonly CustomFieldEntry[];
  item: ListItem | null;
  busy: boolean;
  /** Resolves when stored; a 422 is shown on the fields it names. */
  onSubmit: (body: {
    item_id: string;
    display_name: string;
    fields: Record<string, unknown>;
  }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputs = usedFields(fields);
  const form = useZodForm(listItemRequestSchema, {
    defaultValues: {
      item_id: item?.item_id ?? '',
      display_name: item?.display_name ?? '',
      fields: Object.fromEntries(inputs.map((f) => [f.key, initialValue(f, item)])),
    },
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(values).then(onClose, (error: unknown) => applyServerErrors(form, error)),
  );
  const fieldErrors = (form.formState.errors.fields ?? {}) as Record<string, FieldError | undefined>;
  return (
    <FormModal
      size="lg"
      title={t(item ? 'resources:items.edit' : 'resources:items.create')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('resources:fields.itemId')}
          required
          data-autofocus
          error={form.formState.errors.item_id?.message}
          {...form.register('item_id')}
          data-testid="item-id"
        />
        <TextInput
          label={t('resources:fields.displayName')}
          required
          error={form.formState.errors.display_name?.message}
          {...form.register('display_name')}
          data-testid="item-display-name"
        />
        {inputs.map((field) => {
          const common = {
            label: field.name,
            description: field.description ?? undefined,
            required: field.is_required,
            error: fieldErrors[field.key]?.message,
            'data-testid': `item-field-${field.key}`,
            ...form.register(`fields.${field.key}`),
          };
          return field.field_type === 'textarea' ? (
            <Textarea key={field.key} autosize minRows={2} {...common} />
          ) : (
            <TextInput
              key={field.key}
              inputMode={isNumericFieldType(field.field_type) ? 'decimal' : undefined}
              type={field.field_type === 'email' ? 'email' : field.field_type === 'phone' ? 'tel' : 'text'}
              {...common}
            />
          );
        })}
      </SimpleGrid>
    </FormModal>
  );
}
