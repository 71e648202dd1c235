import {
  ASSIGNMENT_TITLE_KEY,
  ASSIGNMENT_TYPES,
  assignmentRequestSchema,
  type AssignmentRequest,
  type AssignmentType,
  type CustomFieldDefinition,
  type RecurrenceInput,
} from '@fieldbook/domain';
import {
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { CustomFieldInput } from '../../assets/components/custom-field-input';
import { usePublishedTemplates } from '../api/assignments-api';
import { ApplyToDialog } from './apply-to-dialog';
import { AssetsSection } from './assets-section';
import { fieldMessage } from './form-errors';
import { asksApplyTo, defaultRecurrence, fromLocalInput, toLocalInput } from './form-values';
import { PeopleSection } from './people-section';
import { RecurrenceEditor } from './recurrence-editor';

const OPTIONS = ['restricted_mode', 'collaborative', 'auto_finish', 'allow_additional_assets'] as const;

/**
 * The add and edit form of an assignment (spec §2, §3): title and custom fields, template, people, type, assets,
 * recurrence with its words and preview, and the four options; checked with the domain schema, the server's 422
 * messages land on the same fields, and an edited schedule asks whether it applies from the next occurrence.
 */
export function AssignmentForm({
  initial,
  customFields,
  labels,
  isEdit,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: AssignmentRequest;
  customFields: readonly CustomFieldDefinition[];
  labels: Readonly<Record<string, string>>;
  isEdit: boolean;
  busy: boolean;
  onSubmit: (body: AssignmentRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(assignmentRequestSchema, { defaultValues: initial, mode: 'onSubmit' });
  const values = useWatch({ control: form.control }) as AssignmentRequest;
  const templates = usePublishedTemplates();
  const [pending, setPending] = useState<AssignmentRequest | null>(null);
  const lastRule = useRef<RecurrenceInput>(initial.recurrence ?? defaultRecurrence(new Date()));
  const errorOf = (path: string) => fieldMessage(form.formState.errors, path, (key) => t(key));
  const recurrenceError = (path: string) => errorOf(`recurrence.${path}`);
  const set = <K extends Path<AssignmentRequest>>(
    name: K,
    value: AssignmentRequest[K & keyof AssignmentRequest],
  ) => form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const templateOptions = [
    ...(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.title })),
    ...(initial.template_id && !(templates.data ?? []).some((tpl) => tpl.id === initial.template_id)
      ? [{ value: initial.template_id, label: labels[initial.template_id] ?? initial.template_id }]
      : []),
  ];
  const extraFields = customFields.filter((f) => f.key !== ASSIGNMENT_TITLE_KEY);
  const type = values.type ?? 'schedule';

  const chooseType = (next: AssignmentType) => {
    if (values.recurrence) lastRule.current = values.recurrence;
    set('type', next);
    set('recurrence', next === 'direct' ? null : lastRule.current);
  };
  const send = async (body: AssignmentRequest) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setPending(null);
    }
  };
  const submit = form.handleSubmit((body) => {
    if (asksApplyTo(isEdit, body.type)) setPending(body);
    else void send(body);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="assignment-form">
      <Stack gap="md">
        <Fieldset legend={t('assignments:form.general')}>
          <Stack gap="sm">
            <TextInput
              label={t('assignments:fields.title')}
              required
              {...form.register('title')}
              error={errorOf('title')}
              data-testid="assignment-title"
            />
            {extraFields.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {extraFields.map((field) => (
                  <CustomFieldInput
                    key={field.key}
                    field={field}
                    value={values.fields?.[field.key] ?? (isEdit ? undefined : field.default_value?.value)}
                    error={errorOf(`fields.${field.key}`)}
                    onChange={(v) => set('fields', { ...values.fields, [field.key]: v })}
                  />
                ))}
              </SimpleGrid>
            )}
            <Select
              label={t('assignments:fields.template')}
              required
              searchable
              data={templateOptions}
              value={values.template_id || null}
              onChange={(id) => set('template_id', id ?? '')}
              nothingFoundMessage={t('assignments:form.noTemplate')}
              error={errorOf('template_id')}
              data-testid="assignment-template"
            />
          </Stack>
        </Fieldset>
        <PeopleSection
          assignees={values.assignees ?? []}
          mode={values.assignee_mode ?? 'any'}
          managers={values.managers ?? []}
          onAssignees={(next) => set('assignees', next)}
          onMode={(mode) => set('assignee_mode', mode)}
          onManagers={(ids) => set('managers', ids)}
          labels={labels}
          errorOf={errorOf}
        />
        <AssetsSection
          assets={values.assets ?? []}
          dynamic={
            values.dynamic_assets
              ? {
                  asset_type_id: values.dynamic_assets.asset_type_id,
                  conditions: (values.dynamic_assets.conditions ?? []).map((c) => ({
                    ...c,
                    value: c.value ?? null,
                  })),
                }
              : null
          }
          onAssets={(ids) => set('assets', ids)}
          onDynamic={(next) => set('dynamic_assets', next)}
          labels={labels}
          errorOf={errorOf}
        />
        <Fieldset legend={t('assignments:form.when')}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="assignment-type-label">
                {t('assignments:fields.type')}
              </Text>
              <SegmentedControl
                aria-labelledby="assignment-type-label"
                value={type}
                onChange={(v) => chooseType(v as AssignmentType)}
                data={ASSIGNMENT_TYPES.map((v) => ({ value: v, label: t(`assignments:type.${v}`) }))}
                data-testid="assignment-type"
                style={{ alignSelf: 'flex-start' }}
              />
              <Text size="xs" c="dimmed">
                {t(`assignments:typeHint.${type}`)}
              </Text>
            </Stack>
            {type !== 'schedule' && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="datetime-local"
                  label={t('assignments:fields.startAt')}
                  required
                  value={toLocalInput(values.start_at)}
                  onChange={(e) => set('start_at', fromLocalInput(e.currentTarget.value))}
                  error={errorOf('start_at')}
                  data-testid="assignment-start-at"
                />
                <TextInput
                  type="datetime-local"
                  label={t('assignments:fields.endAt')}
                  required
                  value={toLocalInput(values.end_at)}
                  onChange={(e) => set('end_at', fromLocalInput(e.currentTarget.value))}
                  error={errorOf('end_at')}
                  data-testid="assignment-end-at"
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>
        {type !== 'direct' && values.recurrence && (
          <RecurrenceEditor
            value={values.recurrence}
            onChange={(next) => set('recurrence', next)}
            errorOf={recurrenceError}
          />
        )}
        <Fieldset legend={t('assignments:form.options')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {OPTIONS.map((option) => (
              <Switch
                key={option}
                label={t(`assignments:options.${option}`)}
                description={t(`assignments:optionHints.${option}`)}
                checked={values[option] === true}
                onChange={(e) => set(option, e.currentTarget.checked)}
                data-testid={`option-${option}`}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common:gen.actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="assignment-save">
            {t('common:gen.actions.save')}
          </Button>
        </Group>
      </Stack>
      {pending && (
        <ApplyToDialog
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={(applyTo) => void send({ ...pending, apply_to: applyTo })}
        />
      )}
    </form>
  );
}
