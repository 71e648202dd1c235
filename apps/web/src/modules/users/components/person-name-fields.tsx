import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One registered field with the message the form shows under it. */
export type NameField = UseFormRegisterReturn & { error?: string };

/**
 * First name, last name and nickname as every user form asks for them (invite, edit, own profile). Fields arrive
 * registered, so any form type fits; `ownName` lets the browser fill in the person's own details.
 */
export function PersonNameFields({
  first,
  last,
  nick,
  ownName = false,
}: {
  first: NameField;
  last: NameField;
  nick: NameField;
  ownName?: boolean;
}) {
  const { t } = useTranslation();
  const fill = (token: string) => (ownName ? token : 'off');
  return (
    <>
      <TextInput
        label={t('users:fields.firstName')}
        required
        autoComplete={fill('given-name')}
        data-autofocus
        {...first}
      />
      <TextInput label={t('users:fields.lastName')} required autoComplete={fill('family-name')} {...last} />
      <TextInput label={t('users:fields.nickName')} autoComplete={fill('nickname')} {...nick} />
    </>
  );
}
