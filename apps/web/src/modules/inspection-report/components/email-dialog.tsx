import { checkRecipients, REPORT_EMAIL_MAX_RECIPIENTS, type RecipientsCheck } from '@fieldbook/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSendReportEmail } from '../api/report-email-api';

/** The message under the recipients field for a failed check. */
function recipientsError(check: RecipientsCheck, t: TFunction<'inspection-report'>): string | null {
  if (check.ok) return null;
  if (check.error === 'invalid') return t('email.invalid', { addresses: check.invalid.join(', ') });
  if (check.error === 'tooMany') return t('email.tooMany', { max: REPORT_EMAIL_MAX_RECIPIENTS });
  return t('email.required');
}

/** "Send by e-mail": recipients (checked as the server checks them) and an optional message (ADR 206). */
export function EmailDialog({ inspectionId, onClose }: { inspectionId: string; onClose: () => void }) {
  const { t } = useTranslation('inspection-report');
  const send = useSendReportEmail(inspectionId);
  const [recipients, setRecipients] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const check = checkRecipients(recipients);
    setError(recipientsError(check, t));
    if (!check.ok) return;
    send.mutate({ recipients: check.recipients, message }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('email.title')} data-testid="email-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Textarea
            label={t('email.recipients')}
            description={t('email.recipientsHint', { max: REPORT_EMAIL_MAX_RECIPIENTS })}
            value={recipients}
            onChange={(event) => {
              setRecipients(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={2}
            required
            data-autofocus
            data-testid="email-recipients"
          />
          <Textarea
            label={t('email.message')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
            data-testid="email-message"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('email.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="email-send">
              {t('email.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
