import type { MyProfile } from '@fieldbook/domain';
import { genderSchema } from '@fieldbook/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { generalInfoFormSchema } from '../account-forms.schema';
import { basicInfoBody, useChangeBasicInfo } from '../api/profile-api';
import { SettingsCard } from './settings-card';

/** General info card: mobile, gender and birth date (saved with the basic info, as the API takes both). */
export function GeneralInfoForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const save = useChangeBasicInfo();
  const { mobile, gender, birth_date } = profile.general_info;
  const form = useZodForm(generalInfoFormSchema, {
    defaultValues: { mobile: mobile ?? '', gender: gender ?? '', birth_date: birth_date ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...basicInfoBody(profile), ...values },
      { onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <SettingsCard title={t('users:account.general.title')} onSubmit={submit} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users:fields.mobile')}
          type="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <Select
              label={t('users:fields.gender')}
              data={genderSchema.options.map((value) => ({ value, label: t(`users:genders.${value}`) }))}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              clearable
              error={errors.gender?.message}
            />
          )}
        />
        <TextInput
          label={t('users:fields.birthDate')}
          type="date"
          min="1920-01-01"
          error={errors.birth_date?.message}
          {...form.register('birth_date')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
