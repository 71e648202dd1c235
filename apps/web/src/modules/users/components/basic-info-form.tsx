import type { MyProfile } from '@fieldbook/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { PersonNameFields } from './person-name-fields';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { basicInfoFormSchema } from '../account-forms.schema';
import { basicInfoBody, useChangeBasicInfo } from '../api/profile-api';
import { SettingsCard } from './settings-card';

/** Basic info card: first and last name, nickname; the e-mail is shown read-only. */
export function BasicInfoForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const save = useChangeBasicInfo();
  const { first_name, last_name, nick_name, email } = profile.basic_info;
  const form = useZodForm(basicInfoFormSchema, {
    defaultValues: { first_name, last_name, nick_name: nick_name ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...basicInfoBody(profile), ...values },
      { onError: (error) => applyServerErrors(form, error) },
    ),
  );
  return (
    <SettingsCard title={t('users:account.basic.title')} onSubmit={submit} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PersonNameFields
          first={{ ...form.register('first_name'), error: errors.first_name?.message }}
          last={{ ...form.register('last_name'), error: errors.last_name?.message }}
          nick={{ ...form.register('nick_name'), error: errors.nick_name?.message }}
          ownName
        />
        <TextInput
          label={t('users:fields.email')}
          value={email}
          readOnly
          description={t('users:account.basic.emailHint')}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
