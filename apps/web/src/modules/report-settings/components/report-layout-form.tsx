import {
  REPORT_PAPER_SIZES,
  REPORT_PARTS,
  REPORT_PHOTO_GRID_COLUMNS,
  reportLayoutInputSchema,
  type ReportLayoutInput,
  type ReportTemplateOption,
} from '@fieldbook/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { LayoutImageInput } from './layout-image-input';

/**
 * Edits one report layout (ADR 202): name, templates (none: the organisation default), logo, cover, paper, the parts
 * shown and the photo grid. Read-only for members who may see settings but not change them.
 */
export function ReportLayoutForm(props: {
  value: ReportLayoutInput;
  templates: readonly ReportTemplateOption[];
  readOnly: boolean;
  saving: boolean;
  onSave: (layout: ReportLayoutInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('report-settings');
  const form = useZodForm(reportLayoutInputSchema, { defaultValues: props.value });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    props.onSave(values).catch((error: unknown) => {
      if (!applyServerErrors(form, error)) throw error;
    }),
  );
  const coverShown = form.watch('cover.show');
  return (
    <form onSubmit={submit} noValidate data-testid="report-layout-form">
      <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            required
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={form.control}
            name="template_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('fields.templates')}
                description={t('fields.templatesHint')}
                placeholder={field.value.length === 0 ? t('defaultLayout') : undefined}
                data={props.templates.map((tpl) => ({ value: tpl.id, label: tpl.title }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                error={errors.template_ids?.message}
                data-testid="layout-templates"
              />
            )}
          />
          <Controller
            control={form.control}
            name="logo_file_id"
            render={({ field }) => (
              <LayoutImageInput
                label={t('fields.logo')}
                value={field.value}
                onChange={field.onChange}
                readOnly={props.readOnly}
                error={errors.logo_file_id?.message}
                testId="layout-logo"
              />
            )}
          />
          <Fieldset legend={t('fields.cover')} variant="filled">
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="cover.show"
                render={({ field }) => (
                  <Switch
                    label={t('fields.coverShow')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    data-testid="layout-cover-show"
                  />
                )}
              />
              {coverShown && (
                <>
                  <Controller
                    control={form.control}
                    name="cover.image_file_id"
                    render={({ field }) => (
                      <LayoutImageInput
                        label={t('fields.coverImage')}
                        value={field.value}
                        onChange={field.onChange}
                        readOnly={props.readOnly}
                        error={errors.cover?.image_file_id?.message}
                        testId="layout-cover-image"
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="cover.title"
                    render={({ field }) => (
                      <TextInput
                        label={t('fields.coverTitle')}
                        description={t('fields.coverTitleHint')}
                        value={field.value ?? ''}
                        onChange={(event) => field.onChange(event.currentTarget.value || null)}
                        error={errors.cover?.title?.message}
                      />
                    )}
                  />
                </>
              )}
            </Stack>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="paper"
              render={({ field }) => (
                <Input.Wrapper label={t('fields.paper')} labelElement="div">
                  <SegmentedControl
                    fullWidth
                    disabled={props.readOnly}
                    aria-label={t('fields.paper')}
                    data={REPORT_PAPER_SIZES.map((size) => ({ value: size, label: t(`paper.${size}`) }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </Input.Wrapper>
              )}
            />
            <Controller
              control={form.control}
              name="photo_grid"
              render={({ field }) => (
                <Input.Wrapper label={t('fields.photoGrid')} labelElement="div">
                  <SegmentedControl
                    fullWidth
                    disabled={props.readOnly}
                    aria-label={t('fields.photoGrid')}
                    data={REPORT_PHOTO_GRID_COLUMNS.map((n) => ({
                      value: String(n),
                      label: t('columns', { count: n }),
                    }))}
                    value={String(field.value)}
                    onChange={(value) => field.onChange(Number(value))}
                  />
                </Input.Wrapper>
              )}
            />
          </SimpleGrid>
          <Fieldset legend={t('fields.parts')} variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {REPORT_PARTS.map((part) => (
                <Controller
                  key={part}
                  control={form.control}
                  name={`parts.${part}`}
                  render={({ field }) => (
                    <Checkbox
                      label={t(`parts.${part}`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      data-testid={`layout-part-${part}`}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        </Stack>
      </fieldset>
      {!props.readOnly && (
        <Group justify="flex-end" mt="md">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={props.saving} data-testid="layout-save">
            {t('save')}
          </Button>
        </Group>
      )}
    </form>
  );
}
