import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, typed, type AnswerControlProps } from './answer-control';

/** The document number: given by the server when the inspection starts, shown read-only. */
export function DocumentNumberAnswer({ state, label }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  return (
    <TextInput label={label} readOnly value={asText(state.value)} placeholder={t('documentNumberLater')} />
  );
}

/**
 * A field of the inspected asset or of the assignment: typed when the author made it editable, else shown as
 * it stands. Sent as text, the shape the server's answer check takes for it.
 */
export function FieldLinkAnswer({ item, state, label, error, onAnswer }: AnswerControlProps) {
  const { t } = useTranslation('template-preview');
  const editable = item.options.editable === true;
  return (
    <TextInput
      label={label}
      required={state.required}
      error={error}
      readOnly={!editable}
      disabled={!state.enabled}
      value={asText(state.value)}
      placeholder={editable ? undefined : t('fromLinkedField')}
      onChange={(e) => onAnswer(typed(e.currentTarget.value))}
    />
  );
}
