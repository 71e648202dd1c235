import { LANGUAGES, languageSchema, preferenceInfoSchema, type MyProfile } from '@fieldbook/domain';
import { timezoneList } from '@fieldbook/domain/common/timezones';
import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useZodForm } from '../../../shared/forms/use-zod-form';
import { useChangePreferences } from '../api/profile-api';
import { SettingsCard } from './settings-card';

/** Preferences card: language, timezone (full GMT-11:00..GMT+14:00 list) and two-factor sign-in. */
export function PreferencesForm({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation();
  const save = useChangePreferences();
  const timezones = useMemo(() => {
    const list = timezoneList().map((entry) => ({ value: entry.tzCode, label: entry.label }));
    // A zone saved earlier under another name stays selectable.
    const current = profile.preference_info.tz_code;
    return list.some((entry) => entry.value === current)
      ? list
      : [{ value: current, label: current }, ...list];
  }, [profile.preference_info.tz_code]);
  // The language shown is the one in use: a choice made in the header menu is what gets saved.
  const shownLanguage = languageSchema.catch(profile.preference_info.locale).parse(i18n.resolvedLanguage);
  const form = useZodForm(preferenceInfoSchema, {
    defaultValues: { ...profile.preference_info, locale: shownLanguage },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <SettingsCard title={t('users:account.preferences.title')} onSubmit={submit} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <Select
              label={t('users:fields.language')}
              data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errors.locale?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tz_code"
          render={({ field }) => (
            <Select
              label={t('users:fields.timezone')}
              data={timezones}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('users:account.preferences.noTimezone')}
              maxDropdownHeight={280}
              error={errors.tz_code?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="two_factor_enabled"
        render={({ field }) => (
          <Switch
            label={t('users:fields.twoFactor')}
            description={t('users:account.preferences.twoFactorHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </SettingsCard>
  );
}
