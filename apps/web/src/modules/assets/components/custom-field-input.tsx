import type { CustomFieldDefinition } from '@fieldbook/domain';
import { Textarea, TextInput } from '@mantine/core';

/** The text a stored value shows in an input. */
export function inputText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** One custom-field input rendered from its definition: text-like types as text, numbers with a numeric keyboard. */
export function CustomFieldInput({
  field,
  value,
  error,
  readOnly,
  onChange,
}: {
  field: CustomFieldDefinition;
  value: unknown;
  error?: string;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  const common = {
    label: field.name,
    description: field.description ?? undefined,
    required: field.is_required,
    error,
    readOnly,
    value: inputText(value),
    'data-testid': `asset-field-${field.key}`,
  };
  if (field.field_type === 'textarea') {
    return <Textarea {...common} autosize minRows={2} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  const type = field.field_type === 'email' ? 'email' : field.field_type === 'phone' ? 'tel' : 'text';
  const numeric = ['integer', 'number', 'decimal'].includes(field.field_type);
  return (
    <TextInput
      {...common}
      type={type}
      inputMode={numeric ? (field.field_type === 'integer' ? 'numeric' : 'decimal') : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
