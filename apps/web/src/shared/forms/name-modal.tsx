import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormModal } from './form-modal';
import { applyServerErrors, useZodForm } from './use-zod-form';

/**
 * The one modal that asks for a name (create or rename a group, a global list, a site structure, an asset type):
 * validated by the domain's own string schema, a 422 from the server shown on the field.
 */
export function NameModal({
  title,
  label,
  nameSchema,
  initialName,
  busy,
  submitLabel,
  testId,
  serverFields = [],
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  /** The domain schema of the name (the request schema's name field). */
  nameSchema: z.ZodType<string>;
  initialName: string;
  busy: boolean;
  /** Defaults to Save. */
  submitLabel?: string;
  testId: string;
  /** The field names the server's 422 answer uses for the name (e.g. name_lang, title). */
  serverFields?: readonly string[];
  /** Resolves when stored; a rejection with a 422 is shown on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const schema = useMemo(() => z.object({ name: nameSchema }), [nameSchema]);
  const form = useZodForm(schema, { defaultValues: { name: initialName } });
  const fieldMap = Object.fromEntries(serverFields.map((field) => [field, 'name' as const]));
  const submit = form.handleSubmit((values) =>
    onSubmit(values.name).then(onClose, (error: unknown) => applyServerErrors(form, error, fieldMap)),
  );
  return (
    <FormModal
      title={title}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <TextInput
        label={label}
        required
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
        data-testid={testId}
      />
    </FormModal>
  );
}
