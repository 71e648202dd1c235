import { globalResponseRequestSchema, type GlobalResponse } from '@fieldbook/domain/templates';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { FormModal } from '../../../shared/forms/form-modal';
import { validationMessage, type ValidationIssue } from '../../../shared/forms/validation-message';
import { globalResponsesApi, useGlobalResponseMutation } from '../api/global-responses-api';
import { OptionRow } from './option-row';
import { moveItem } from '../../../shared/ui/move-item';
import { blankOption, bodyOf, draftsOf, starterOptions, type OptionDraft } from './response-options';

/** Creates a global response set or edits one: its title and its ordered options. */
export function GlobalResponseModal({ set, onClose }: { set: GlobalResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(set?.title ?? '');
  const [options, setOptions] = useState<OptionDraft[]>(() => (set ? draftsOf(set) : starterOptions()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useGlobalResponseMutation((body: ReturnType<typeof bodyOf>) =>
    set ? globalResponsesApi.update(set.id, body) : globalResponsesApi.create(body),
  );
  const patch = (index: number, change: Partial<OptionDraft>) =>
    setOptions((list) => list.map((option, i) => (i === index ? { ...option, ...change } : option)));

  const submit = () => {
    const body = bodyOf(title, options);
    const parsed = globalResponseRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const message = validationMessage(issue as ValidationIssue);
        found[issue.path.join('.')] ??= t(message.key, message.values);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutateAsync(body).then(onClose, (error: unknown) => {
      if (isApiError(error)) setErrors(error.fieldErrors);
    });
  };

  return (
    <FormModal
      size="xl"
      title={t(set ? 'global-responses:edit' : 'global-responses:create')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('global-responses:fields.title')}
          required
          data-autofocus
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors['title']}
          data-testid="global-response-title"
        />
        <Text fw={600} size="sm">
          {t('global-responses:fields.options')}
        </Text>
        {errors['options'] && (
          <Alert color="red" p="xs">
            {errors['options']}
          </Alert>
        )}
        {options.map((option, index) => (
          <OptionRow
            key={option.uuid}
            option={option}
            index={index}
            count={options.length}
            error={errors[`options.${index}.label`]}
            onChange={(change) => patch(index, change)}
            onMove={(step) => setOptions((list) => moveItem(list, index, step))}
            onRemove={() => setOptions((list) => list.filter((_, i) => i !== index))}
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setOptions((list) => [...list, blankOption()])}
            data-testid="add-option"
          >
            {t('global-responses:option.add')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
