import { Anchor, Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLoginTwoFactor, useResendTwoFactor } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { formatCountdown } from '../login-steps';

function useCountdown(initialSeconds: number | null) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds === null ? null : Date.now() + initialSeconds * 1000,
  );
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  const left = deadline === null ? null : Math.max(0, (deadline - now) / 1000);
  return {
    left,
    restart: (seconds: number | null) => setDeadline(seconds === null ? null : Date.now() + seconds * 1000),
  };
}

/** /2fa/:email/?to=&method=&expiredAfter=&id=: enter the e-mailed 6-digit code, or have it sent again. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const [code, setCode] = useState('');
  const verify = useLoginTwoFactor();
  const resend = useResendTwoFactor();
  const expiredAfter = params.get('expiredAfter');
  const countdown = useCountdown(expiredAfter ? Number(expiredAfter) : null);
  const [sentTo, setSentTo] = useState(params.get('to') ?? email);
  const expired = countdown.left !== null && countdown.left <= 0;
  const loginPath = params.get('redirect_uri')
    ? `/login?redirect_uri=${encodeURIComponent(params.get('redirect_uri')!)}`
    : '/login';

  const submitted = useRef('');
  const submit = (value: string) => {
    if (!/^\d{6}$/.test(value)) return;
    submitted.current = value;
    verify.mutate({ email, code: value });
  };
  // A complete code is sent at once, typed or pasted; the same code is not sent twice in a row.
  useEffect(() => {
    if (/^\d{6}$/.test(code) && code !== submitted.current) submit(code);
  });
  const sendAgain = () => {
    resend.mutate(email, {
      onSuccess: (answer) => {
        setCode('');
        submitted.current = '';
        verify.reset();
        if (answer.code_sent_to) setSentTo(answer.code_sent_to);
        countdown.restart(answer.expired_after);
      },
    });
  };

  return (
    <AuthCard title={t('auth:twoFactor.title')} subtitle={t('auth:twoFactor.text', { to: sentTo })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
        noValidate
      >
        <Stack gap="md">
          <FormError error={verify.error ?? resend.error} />
          <Input.Wrapper label={t('auth:twoFactor.code')} labelElement="div" id="two-factor-code">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              autoFocus
              value={code}
              onChange={setCode}
              getInputProps={(index) => ({ 'aria-label': t('auth:twoFactor.digit', { index: index + 1 }) })}
              mt={6}
            />
          </Input.Wrapper>
          {countdown.left !== null && (
            <Text size="sm" c={expired ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
              {expired
                ? t('auth:twoFactor.expired')
                : t('auth:twoFactor.expiresIn', { time: formatCountdown(countdown.left) })}
            </Text>
          )}
          <Button type="submit" fullWidth loading={verify.isPending} disabled={code.length !== 6}>
            {t('auth:twoFactor.verify')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={loginPath} size="sm">
              {t('auth:backToLogin')}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={sendAgain}
              disabled={resend.isPending}
            >
              {t('auth:twoFactor.resend')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
